import { schemaFor } from "../../../scripts/content-layout/content-layout.ts";
import { checkTexts } from "../../../scripts/validator/validate-texts.ts";
import { relink } from "../address/relink.ts";
import { documentKind } from "../document-kind.ts";
import { documentTitle } from "../document-title.ts";
import { parseOrUndefined } from "../parse-or-undefined.ts";
import type { SiteCopy } from "../site-copy.ts";

/** A page as a deletion reads it. */
interface Page {
  title: string;
  path: string;
  aliases?: string[];
}

/** A document a deletion writes: its new data, or null for the page it removes. */
export interface DeletionWrite {
  file: string;
  data: unknown;
}

export type DeletionPlan =
  /** Every file to write, and the titles of the pages whose links now lead to the page kept. */
  | { kind: "ready"; writes: DeletionWrite[]; relinked: string[] }
  /** Other documents link to the page, and no page was chosen to take its address: nothing is written. */
  | { kind: "linked"; message: string; linkedFrom: string[] }
  | { kind: "refused"; message: string };

export const DELETION_WORDS = {
  notAPage: "Only a page, a course or a service can be deleted: the site settings and the forms cannot.",
  linked: (titles: string[]) =>
    `Other pages link to it: ${titles.join(", ")}. Choose a page its address will lead to (their links then lead there), or change those links first.`,
  keptByItself: "Choose another page to lead its address to.",
  keptByOtherKind: (kind: string) => `Its address can lead only to another ${kind}.`,
  wouldBreak: (file: string, message: string) =>
    `Deleting it would leave ${file} with an error (${message}), so nothing was deleted.`,
} as const;

/**
 * What deleting the page in `file` writes, as every storage does it: the page removed; where
 * `keepFor` names another page of its kind, that page takes the deleted one's address and old
 * addresses as its own old addresses (its aliases), and every link and course reference to them
 * leads to that page instead. Without `keepFor`, a page that others link to is not deleted: they are
 * named. The site as it would be is checked by the whole validator first; a deletion that would leave
 * any error is refused in words.
 */
export function planDeletion(site: SiteCopy, file: string, keepFor?: string): DeletionPlan {
  const texts = site.pageTexts();
  const page = pageIn(file, texts.get(file));
  if (!page) return { kind: "refused", message: DELETION_WORDS.notAPage };
  const addresses = [page.path, ...(page.aliases ?? [])];
  const checker = site.schemaChecker();
  const kind = documentKind(file, parseOrUndefined(texts.get(file) ?? ""));

  // Every other document with its links to the page's addresses led to `to` (a placeholder when none is chosen).
  const keeper = keepFor === undefined ? undefined : pageIn(keepFor, texts.get(keepFor));
  const to = keeper?.path ?? "/";
  const relinked = new Map<string, { title: string; data: Record<string, unknown> }>();
  for (const [other, text] of texts) {
    const schema = schemaFor(other);
    const data = parseOrUndefined(text);
    if (other === file || !schema || data === null || typeof data !== "object") continue;
    const { references } = checker.check(schema, data);
    const changed = addresses.reduce((count, from) => count + relink(data, references, from, to), 0);
    if (changed === 0) continue;
    const title = documentTitle(other, documentKind(other, data) ?? "page", data);
    relinked.set(other, { title, data: data as Record<string, unknown> });
  }
  const titles = [...relinked.values()].map(({ title }) => title).sort();

  if (keepFor === undefined) {
    if (relinked.size > 0) return { kind: "linked", message: DELETION_WORDS.linked(titles), linkedFrom: titles };
    return checked(site, texts, [{ file, data: null }], []);
  }
  if (keepFor === file) return { kind: "refused", message: DELETION_WORDS.keptByItself };
  const keeperData = (relinked.get(keepFor)?.data ?? parseOrUndefined(texts.get(keepFor) ?? "")) as Record<
    string,
    unknown
  > | null;
  if (!keeper || !keeperData || documentKind(keepFor, keeperData) !== kind) {
    return { kind: "refused", message: DELETION_WORDS.keptByOtherKind(kind ?? "page") };
  }
  const aliases = [...new Set([...(keeper.aliases ?? []), ...addresses])].filter((alias) => alias !== keeper.path);
  const kept = { ...keeperData, aliases };
  const writes: DeletionWrite[] = [
    { file, data: null },
    { file: keepFor, data: kept },
    ...[...relinked].filter(([other]) => other !== keepFor).map(([other, { data }]) => ({ file: other, data })),
  ];
  return checked(site, texts, writes, titles);
}

/** The page a document is, if it is one (a page, course or service, with its address). */
function pageIn(file: string, text: string | undefined): Page | undefined {
  const data = parseOrUndefined(text ?? "") as Partial<Page> | null;
  if (schemaFor(file) !== "page" || !data || typeof data.path !== "string") return undefined;
  return data as Page;
}

/** The plan, once the whole validator finds no error in the site as the writes leave it. */
function checked(
  site: SiteCopy,
  texts: Map<string, string>,
  writes: DeletionWrite[],
  relinked: string[],
): DeletionPlan {
  const after = new Map(texts);
  for (const { file, data } of writes) {
    if (data === null) after.delete(file);
    else after.set(file, `${JSON.stringify(data, null, 2)}\n`);
  }
  const { problems } = checkTexts(after, {
    checker: site.schemaChecker(),
    listFolder: site.listPublicFolder,
    iconNames: site.iconNames,
  });
  const error = problems.find((problem) => problem.severity === "error");
  if (error) return { kind: "refused", message: DELETION_WORDS.wouldBreak(error.file, error.message) };
  return { kind: "ready", writes, relinked };
}
