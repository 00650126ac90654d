import type { EditorStorage } from "../../../documents/storage-contract";
import { dropUnsavedCopy, filesWithUnsavedCopies, unsavedCopyOf } from "../unsaved-copies";

/** A page this browser keeps changes to that were not saved, so are not in the draft yet. */
export interface UnsavedPage {
  file: string;
  title: string;
  /** Why its changes could not be saved, where that was tried. */
  why?: string;
}

/** The site's documents this browser keeps unsaved changes to, by title (a copy of a file gone since is left out). */
export async function unsavedPages({ listDocuments }: Pick<EditorStorage, "listDocuments">): Promise<UnsavedPage[]> {
  const kept = new Set(filesWithUnsavedCopies());
  if (kept.size === 0) return [];
  return (await listDocuments()).filter(({ file }) => kept.has(file)).map(({ file, title }) => ({ file, title }));
}

/**
 * Saves each page's changes this browser keeps unsaved (but `except`, saved by its own editor), as its
 * Save would: against the version they began from, so a page saved meanwhile by someone else is never
 * overwritten. Returns the pages whose changes could not be saved, each with why; those saved are
 * forgotten by the browser.
 */
export async function saveUnsavedCopies(
  storage: Pick<EditorStorage, "listDocuments" | "saveDocument">,
  except?: string,
): Promise<UnsavedPage[]> {
  const notSaved: UnsavedPage[] = [];
  for (const page of await unsavedPages(storage)) {
    const copy = unsavedCopyOf(page.file);
    if (page.file === except || !copy) continue;
    const outcome = await storage.saveDocument({ file: page.file, data: copy.ours, version: copy.baseVersion });
    if (outcome.kind === "saved") dropUnsavedCopy(page.file);
    else if (outcome.kind === "conflict") {
      notSaved.push({ ...page, why: `${page.title} was changed meanwhile: open it to choose what to keep.` });
    } else {
      const first = outcome.problems.find((problem) => problem.severity === "error");
      notSaved.push({
        ...page,
        why: `${page.title}: ${first ? `${first.place}: ${first.message}` : outcome.message}`,
      });
    }
  }
  return notSaved;
}
