import type { DocumentListItem, NewPageTaken } from "../storage-contract.ts";
import { slugOf } from "../../../scripts/commands/scaffold/slug-of.ts";
import { titleKey } from "../../../scripts/validator/title-key.ts";

export const TITLE_TAKEN =
  "Another page already has this title, or the address made from it, so nothing was created. Open that page, or choose a different title.";

/**
 * The page a New title would clash with: one whose title a reader could not tell from it (titleKey), or at the address
 * the title makes. Answered with that page, so the editor can name it and offer to open it.
 */
export function titleTakenBy(documents: readonly DocumentListItem[], title: string): NewPageTaken | undefined {
  if (!title.trim()) return undefined;
  const slug = slugOf(title);
  const existing = documents.find(
    (page) =>
      page.path !== undefined &&
      ((slug !== "" && page.path === `/${slug}`) || titleKey(page.title) === titleKey(title)),
  );
  if (!existing?.path) return undefined;
  const { file, title: itsTitle, kind, path } = existing;
  return { message: TITLE_TAKEN, existing: { file, title: itsTitle, kind, path } };
}
