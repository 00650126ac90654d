/** The author's copy of a document that was not saved yet, kept in the browser across a reload. */
export interface UnsavedCopy {
  /** The document as it was saved when the author began the changes, and that version. */
  base: unknown;
  baseVersion: string;
  /** The author's copy. */
  ours: unknown;
  /** When it was last kept (ms since 1970). */
  at: number;
}

const KEY = "page-editor:unsaved:";
const keyOf = (file: string) => `${KEY}${file}`;

/**
 * Keeps the author's unsaved copy of a file in this browser (localStorage: a reload, a closed tab, a
 * lost connection or a refused save lose nothing). A browser that keeps nothing (private windows
 * full, storage off) keeps nothing: the editor works as before.
 */
export function keepUnsavedCopy(file: string, copy: UnsavedCopy): void {
  try {
    localStorage.setItem(keyOf(file), JSON.stringify(copy));
  } catch {
    // Storage full or off: nothing to keep it in.
  }
}

/** The unsaved copy kept for a file, if any. */
export function unsavedCopyOf(file: string): UnsavedCopy | undefined {
  try {
    const text = localStorage.getItem(keyOf(file));
    const copy = text === null ? undefined : (JSON.parse(text) as Partial<UnsavedCopy>);
    if (copy && typeof copy.baseVersion === "string" && typeof copy.at === "number" && "ours" in copy) {
      return copy as UnsavedCopy;
    }
  } catch {
    // Unreadable: as if none.
  }
  return undefined;
}

/** Forgets a file's unsaved copy (it was saved, or the author discarded it). */
export function dropUnsavedCopy(file: string): void {
  try {
    localStorage.removeItem(keyOf(file));
  } catch {
    // Nothing kept.
  }
}

/** Every file this browser keeps an unsaved copy of. */
export function filesWithUnsavedCopies(): string[] {
  try {
    return Object.keys(localStorage)
      .filter((key) => key.startsWith(KEY))
      .map((key) => key.slice(KEY.length))
      .filter((file) => unsavedCopyOf(file) !== undefined)
      .sort();
  } catch {
    return [];
  }
}
