import { addressOwners } from "../../../scripts/commands/scaffold/address-owners.ts";
import { parsedPageFiles } from "../../../scripts/commands/scaffold/parsed-page-files.ts";
import { slugOf } from "../../../scripts/commands/scaffold/slug-of.ts";
import { addressOfFile, fileForAddress } from "../../../scripts/content-layout/content-layout.ts";
import { NOT_FOUND } from "../../../scripts/commands/prerender/render-pages-task.ts";
import { documentKind } from "../document-kind.ts";
import { documentTitle } from "../document-title.ts";
import type { SiteCopy } from "../site-copy.ts";

/**
 * What the address field says when the page cannot move to the address typed: in the words of a
 * form, naming pages by kind and title, never by file.
 */
const ADDRESS_PROBLEMS = {
  home: "The home page's address is always /.",
  badlyWritten: (example: string) =>
    `Write the address as / followed by lowercase words joined by dashes, such as ${example}.`,
  reserved: (address: string, why: string) => `${address} is kept for ${why}. Choose another address.`,
  taken: (address: string, owner: string) => `${address} is already the address of ${owner}. Choose another address.`,
  keptByAnother: (address: string, owner: string) =>
    `${address} still leads to ${owner}, whose address it was. Choose another address, or first remove it from the aliases of ${owner}.`,
} as const;

export interface PlannedMove {
  /** The address the page has now: its file's. */
  from: string;
  to: string;
  /** The file the page is saved as at its new address. */
  file: string;
  /** Why the page cannot move there, in words for the address field. */
  refusal?: string;
}

/**
 * Where a page goes when its "path" no longer matches its file name: the file of the new address,
 * in the same folder, or why it cannot go there (the home page, an address written wrong, kept
 * for the site or taken by another page). Undefined when the address did not change.
 */
export function planAddressMove(site: SiteCopy, file: string, data: unknown): PlannedMove | undefined {
  const kind = documentKind(file, data);
  const to = (data as { path?: unknown } | null)?.path;
  const from = addressOfFile(file);
  if ((kind !== "course" && kind !== "service" && kind !== "page") || typeof to !== "string" || to === from) {
    return undefined;
  }
  const move = { from, to, file: fileForAddress(file, to) };
  const refusal = whyNot(site, move, file);
  return refusal ? { ...move, refusal } : move;
}

function whyNot(site: SiteCopy, { from, to }: Omit<PlannedMove, "refusal">, file: string): string | undefined {
  if (from === "/") return ADDRESS_PROBLEMS.home;
  const path = site.addressRule();
  if (!new RegExp(path.pattern).test(to)) {
    const slug = slugOf(to);
    return ADDRESS_PROBLEMS.badlyWritten(slug ? `/${slug}` : path.examples[0]);
  }
  const kept = reservedAddresses(site.publicFolders()).get(to);
  if (kept) return ADDRESS_PROBLEMS.reserved(to, kept);
  const pages = parsedPageFiles(site.pageTexts());
  const owner = addressOwners(pages).get(to);
  if (!owner || owner.file === file) return undefined;
  const data = pages.find((page) => page.file === owner.file)?.data;
  const kind = documentKind(owner.file, data) ?? "page";
  const named = `the ${kind} ${documentTitle(owner.file, kind, data)}`;
  return owner.alias ? ADDRESS_PROBLEMS.keptByAnother(to, named) : ADDRESS_PROBLEMS.taken(to, named);
}

/**
 * Addresses no page may take, with what each is kept for: a page there would be written over, or
 * would hide, something the site needs. The folders of public/ are served at their names.
 */
function reservedAddresses(publicFolders: readonly string[]): Map<string, string> {
  const reserved = new Map([
    // pages/home.json is "/": a file named home.json anywhere is the home page.
    ["/home", "the home page"],
    [NOT_FOUND, "the page visitors see at an address that does not exist"],
    // Vite's build.assetsDir.
    ["/assets", "the site's scripts and styles"],
  ]);
  for (const folder of publicFolders) reserved.set(`/${folder}`, `the site's ${folder}`);
  return reserved;
}
