import type { OpenedDocument, EditorStorage } from "../documents/storage-contract";
import { formFor, type DocumentFormSchema } from "./form/form-for";
import { EditorWorkspace, type Restored } from "./editor-workspace";
import { unsavedCopyOf } from "./storage/unsaved-copies";
import { Opening } from "./opening";

interface Loaded {
  opened: OpenedDocument;
  /** The author's copy not saved before the editor was last left, restored over the document as it was then. */
  restored?: Restored;
  form: DocumentFormSchema;
}

async function openWithSchema(storage: EditorStorage, file: string): Promise<Loaded> {
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
  return (
    <Opening file={file} open={openWithSchema}>
      {(loaded, reload) => (
        <EditorWorkspace opened={loaded.opened} restored={loaded.restored} form={loaded.form} onReload={reload} />
      )}
    </Opening>
  );
}
