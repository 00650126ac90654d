import { createContext, use } from "react";
import type { EditorStorage } from "../../documents/storage-contract";

/** The storage the editor's pages use, given once where they start (boot/editor-main.tsx). */
export const StorageContext = createContext<EditorStorage | undefined>(undefined);

export function useStorage(): EditorStorage {
  const storage = use(StorageContext);
  if (!storage) throw new Error("The editor needs a StorageContext around it (boot/editor-main.tsx gives one).");
  return storage;
}
