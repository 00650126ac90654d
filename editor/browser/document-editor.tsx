import type { RJSFSchema } from "@rjsf/utils";
import { useEffect, useState } from "react";
import type { DocumentKind, OpenedDocument, SchemaName } from "./storage/editor-api";
import { fetchSchema, openDocument } from "./storage/editor-client";
import { EditorWorkspace, type Restored } from "./editor-workspace";
import { unsavedCopyOf } from "./storage/unsaved-copies";

const SCHEMA_OF: Record<DocumentKind, SchemaName> = {
  page: "page",
  course: "page",
  service: "page",
  site: "site",
  form: "form",
};

// Each schema is fetched once per visit: it changes only with the code.
const schemas = new Map<SchemaName, Promise<RJSFSchema>>();
function schemaNamed(name: SchemaName): Promise<RJSFSchema> {
  let schema = schemas.get(name);
  if (!schema) {
    schema = fetchSchema(name);
    schema.catch(() => schemas.delete(name));
    schemas.set(name, schema);
  }
  return schema;
}

interface Loaded {
  opened: OpenedDocument;
  /** The author's copy not saved before the editor was last left, restored over the document as it was then. */
  restored?: Restored;
  bundle: RJSFSchema;
  /** Counts reloads, so a reload starts the workspace afresh even when the file is unchanged. */
  generation: number;
}

async function openWithSchema(file: string): Promise<Omit<Loaded, "generation">> {
  const opened = await openDocument(file);
  const bundle = await schemaNamed(SCHEMA_OF[opened.kind]);
  const copy = unsavedCopyOf(file);
  if (!copy) return { opened, bundle };
  // Edited from the version it was opened at: saving it then shows, field by field, what changed since.
  return {
    opened: { ...opened, data: copy.base, version: copy.baseVersion },
    restored: { data: copy.ours, at: copy.at },
    bundle,
  };
}

/** Opens a document and its schema, and shows the editor for it (again, on Reload). */
export function DocumentEditor({ file }: { file: string }) {
  const [loaded, setLoaded] = useState<Loaded>();
  const [error, setError] = useState<string>();
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    openWithSchema(file).then(
      (found) => {
        if (!current) return;
        setLoaded({ ...found, generation });
        setError(undefined);
      },
      (failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
    };
  }, [file, generation]);

  if (error) {
    return (
      <main className="mx-auto max-w-3xl px-6 py-10">
        <h1 className="text-2xl font-bold">Cannot open {file}</h1>
        <p role="alert" className="mt-3 text-red-700">
          {error}
        </p>
        <a href="/__edit" className="mt-4 inline-block text-brand-700 underline">
          All documents
        </a>
      </main>
    );
  }
  if (!loaded) return <p className="px-6 py-10">Opening {file}…</p>;
  return (
    <EditorWorkspace
      key={loaded.generation}
      opened={loaded.opened}
      restored={loaded.restored}
      bundle={loaded.bundle}
      onReload={() => setGeneration((count) => count + 1)}
    />
  );
}
