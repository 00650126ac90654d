import { Fragment, useEffect, useState, type ReactNode } from "react";
import type { EditorStorage } from "../documents/storage-contract";
import { useStorage } from "./storage/storage-context";
import { EDITOR_ADDRESS } from "./boot/editor-addresses";

/**
 * Opens a document (`open`, from the editor's storage) and draws it (`children`) once open, anew on
 * each reload; meanwhile "Opening…", and where it cannot be opened, why, with the way back to every document.
 */
export function Opening<T>({
  file,
  open,
  children,
}: {
  file: string;
  open: (storage: EditorStorage, file: string) => Promise<T>;
  children: (opened: T, reload: () => void) => ReactNode;
}) {
  const [opened, setOpened] = useState<{ value: T; generation: number }>();
  const [error, setError] = useState<string>();
  const [generation, setGeneration] = useState(0);
  const storage = useStorage();

  useEffect(() => {
    let current = true;
    open(storage, file).then(
      (value) => {
        if (!current) return;
        setOpened({ value, generation });
        setError(undefined);
      },
      (failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
    };
  }, [open, storage, file, generation]);

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
  if (!opened) return <p className="px-6 py-10">Opening {file}…</p>;
  // A reload starts what it draws afresh, even when the file is unchanged.
  return (
    <Fragment key={opened.generation}>{children(opened.value, () => setGeneration((count) => count + 1))}</Fragment>
  );
}
