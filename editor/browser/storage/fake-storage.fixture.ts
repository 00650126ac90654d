import { act } from "@testing-library/react";
import type { DocumentListItem, EditorStorage } from "../../documents/storage-contract";

/** A fake storage, in memory: the documents it lists, and a way to tell the editor of a save elsewhere. */
export function fakeStorage(documents: DocumentListItem[]) {
  const listeners = new Set<(files: string[]) => void>();
  const refuse = () => Promise.reject(new Error("not in this test"));
  const storage: EditorStorage = {
    listDocuments: () => Promise.resolve([...documents]),
    openDocument: refuse,
    validateDocument: refuse,
    saveDocument: refuse,
    createPage: refuse,
    deletePage: refuse,
    standing: refuse,
    listImages: refuse,
    uploadImage: refuse,
    followChanges(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const savedElsewhere = (files: string[]) => act(() => listeners.forEach((listener) => listener(files)));
  return { storage, documents, savedElsewhere };
}
