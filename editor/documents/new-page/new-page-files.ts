import type { NewPageRequest, NewPageTaken } from "../storage-contract.ts";
import type { IconNames } from "../../../scripts/validator/icon-names.ts";
import { planNewPage } from "../../../scripts/commands/scaffold/plan-new-page.ts";
import { documentList } from "../document-list.ts";
import { formatDocument } from "../format-document.ts";
import { titleTakenBy } from "./title-taken-by.ts";

/** Draws a card picture as the scaffold does; undefined while the marks are still to be chosen. */
export type DrawCard = (
  title: string,
  kind: "course" | "service",
  marks: readonly string[],
) => Promise<string | undefined>;

export type NewPageFiles =
  | { kind: "files"; file: string; files: { path: string; content: string }[] }
  | { kind: "taken"; taken: NewPageTaken }
  | { kind: "refused"; message: string };

/**
 * The files a New course or service adds, as `npm run new:course` writes them (its document and,
 * where the marks are known, its card picture), from the site's texts alone: what a browser saving to
 * a git host commits in one go. A picture already at that place is kept, as the scaffold keeps it.
 */
export async function newPageFiles(
  { kind, title, ...options }: NewPageRequest,
  texts: ReadonlyMap<string, string>,
  { iconNames, drawCard, hasFile }: { iconNames: IconNames; drawCard: DrawCard; hasFile: (path: string) => boolean },
): Promise<NewPageFiles> {
  const taken = titleTakenBy(documentList(texts), title);
  if (taken) return { kind: "taken", taken };
  const plan = planNewPage(kind, title, texts, { ...options, iconNames });
  if (!plan.ok) return { kind: "refused", message: plan.message };
  const files = [{ path: plan.file, content: await formatDocument(plan.document, undefined) }];
  const picture = `public${plan.document.card.image.src}`;
  const drawn = hasFile(picture) ? undefined : await drawCard(plan.document.title, kind, plan.marks);
  if (drawn) files.push({ path: picture, content: drawn });
  return { kind: "files", file: plan.file, files };
}
