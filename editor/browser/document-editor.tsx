import { useEffect, useState } from "react";
import type { OpenedDocument, EditorStorage } from "../documents/storage-contract";
import { useStorage } from "./storage/storage-context";
import { formFor, type DocumentFormSchema } from "./form/form-for";
import { EditorWorkspace, type Restored } from "./editor-workspace";
import { unsavedCopyOf } from "./storage/unsaved-copies";
import { EDITOR_ADDRESS } from "./boot/editor-addresses";

interface Loaded {
  opened: OpenedDocument;
  /** The author's copy not saved before the editor was last left, restored over the document as it was then. */
  restored?: Restored;
  form: DocumentFormSchema;
  /** Counts reloads, so a reload starts the workspace afresh even when the file is unchanged. */
  generation: number;
}

async function openWithSchema(storage: EditorStorage, file: string): Promise<Omit<Loaded, "generation">> {
  const opened = await storage.openDocument(file);
  // A translation is edited beside its English page (editor-page.tsx): never here.
  if (opened.kind === "translation") throw new Error(`${file} is a translation: open it from its English page.`);
  const form = await formFor(opened.kind);
  const copy = unsavedCopyOf(file);
  if (!copy) return { opened, form };
  // Edited from the version it was opened at: saving it then shows, field by field, what changed since.
  return {
    opened: { ...opened, data: copy.base, version: copy.baseVersion },
    restored: { data: copy.ours, at: copy.at },
    form,
  };
}

/** Opens a document and its schema, and shows the editor for it (again, on Reload). */
export function DocumentEditor({ file }: { file: string }) {
  const [loaded, setLoaded] = useState<Loaded>();
  const [error, setError] = useState<string>();
  const [generation, setGeneration] = useState(0);
  const storage = useStorage();

  useEffect(() => {
    let current = true;
    openWithSchema(storage, file).then(
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
  }, [storage, file, generation]);

  if (error) {
    return (
      <main className="mx-auto max-w-3xl px-6 py-10">
        <h1 className="text-2xl font-bold">Cannot open {file}</h1>
        <p role="alert" className="mt-3 text-red-700">
          {error}
        </p>
        <a href={EDITOR_ADDRESS} className="mt-4 inline-block text-brand-700 underline">
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
      form={loaded.form}
      onReload={() => setGeneration((count) => count + 1)}
    />
  );
}
