import { readFileSync } from "node:fs";
import { join } from "node:path";
import { addressOwners } from "../../../scripts/commands/scaffold/address-owners.ts";
import { readPageFiles } from "../../../scripts/commands/scaffold/read-page-files.ts";
import { slugOf } from "../../../scripts/commands/scaffold/slug-of.ts";
import { expectedPath, fileFor } from "../../../scripts/validator/cross-checks.ts";
import { ADDRESS_PROBLEMS } from "./address-problems.ts";
import { documentKind } from "../documents/document-kind.ts";
import { documentTitle } from "../documents/document-title.ts";
import { reservedAddresses } from "./reserved-addresses.ts";

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
export function planAddressMove(root: string, file: string, data: unknown): PlannedMove | undefined {
  const kind = documentKind(file, data);
  const to = (data as { path?: unknown } | null)?.path;
  const from = expectedPath(file);
  if ((kind !== "course" && kind !== "service" && kind !== "page") || typeof to !== "string" || to === from) {
    return undefined;
  }
  const move = { from, to, file: fileFor(file, to) };
  const refusal = whyNot(root, move, file);
  return refusal ? { ...move, refusal } : move;
}

function whyNot(root: string, { from, to }: Omit<PlannedMove, "refusal">, file: string): string | undefined {
  if (from === "/") return ADDRESS_PROBLEMS.home;
  const path = pathSchema(root);
  if (!new RegExp(path.pattern).test(to)) {
    const slug = slugOf(to);
    return ADDRESS_PROBLEMS.badlyWritten(slug ? `/${slug}` : path.examples[0]);
  }
  const kept = reservedAddresses(root).get(to);
  if (kept) return ADDRESS_PROBLEMS.reserved(to, kept);
  const pages = readPageFiles(root);
  const owner = addressOwners(pages).get(to);
  if (!owner || owner.file === file) return undefined;
  const data = pages.find((page) => page.file === owner.file)?.data;
  const kind = documentKind(owner.file, data) ?? "page";
  const named = `the ${kind} ${documentTitle(owner.file, kind, data)}`;
  return owner.alias ? ADDRESS_PROBLEMS.keptByAnother(to, named) : ADDRESS_PROBLEMS.taken(to, named);
}

/** The page schema's rule for an address, the one truth of how one is written. */
function pathSchema(root: string): { pattern: string; examples: string[] } {
  const schema = JSON.parse(readFileSync(join(root, "schema/page.schema.json"), "utf8")) as {
    definitions: { path: { pattern: string; examples: string[] } };
  };
  return schema.definitions.path;
}
