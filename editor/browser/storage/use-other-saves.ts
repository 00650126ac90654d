import { useState } from "react";
import { usePagesChanged } from "./use-pages-changed";

interface OtherSavesOptions {
  /** The open document. */
  file: string;
  /** Checks the open document again. */
  checkNow: () => Promise<unknown>;
  /** Lists the pictures again. */
  refreshImages: () => Promise<unknown>;
}

/**
 * Follows the documents saved while one is open: another document can change this one's problems
 * (a link to it, an address it also takes) and what the preview draws around it (menus, lists).
 * News that names the open document is of its own save: the others named with it are its links.
 * Answers how many times the other documents changed, for the preview to draw them again.
 */
export function useOtherSaves({ file, checkNow, refreshImages }: OtherSavesOptions): number {
  const [changes, setChanges] = useState(0);
  usePagesChanged((files) => {
    if (files.length === 0) return;
    // A save places the pictures uploaded for its document in public/images.
    refreshImages().catch(() => undefined);
    if (files.includes(file)) return;
    checkNow().catch(() => undefined);
    setChanges((count) => count + 1);
  });
  return changes;
}
