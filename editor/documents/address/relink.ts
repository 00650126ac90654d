import type { Reference, SchemaChecker } from "../../../scripts/validator/create-ajv.ts";
import { segmentsOf } from "../../../src/lib/json-pointer.ts";
import { schemaFor } from "../../../scripts/content-layout/content-layout.ts";
import { documentKind } from "../document-kind.ts";
import { documentTitle } from "../document-title.ts";
import { parseOrUndefined } from "../parse-or-undefined.ts";

/**
 * Makes every link and course reference in `data` that leads to `from` lead to `to`, keeping what
 * follows the address (?query or #part), in place. `references` are the schema checker's for
 * `data` (every value its schema marks with "x-ref"). Returns how many it changed.
 */
export function relink(data: unknown, references: readonly Reference[], from: string, to: string): number {
  let changed = 0;
  for (const { pointer, value } of references) {
    const rest = value.slice(from.length);
    if (!value.startsWith(from) || (rest !== "" && !/^[?#]/.test(rest))) continue;
    const keys = segmentsOf(pointer);
    const parent = keys.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], data);
    (parent as Record<string, unknown>)[keys.at(-1) as string] = to + rest;
    changed += 1;
  }
  return changed;
}

/**
 * The document as it is saved at its new address: its own links to its old address lead to the
 * new one, and the new address is no longer one of its aliases (a page moving back to an address
 * it had). Whether the old address stays an alias is the author's choice, made in the data.
 */
export function atNewAddress(data: unknown, { from, to }: { from: string; to: string }, checker: SchemaChecker) {
  const moved = structuredClone(data) as Record<string, unknown>;
  if (Array.isArray(moved.aliases)) {
    const aliases = moved.aliases.filter((alias) => alias !== to);
    if (aliases.length > 0) moved.aliases = aliases;
    else delete moved.aliases;
  }
  relink(moved, checker.check("page", moved).references, from, to);
  return moved;
}

/** A document whose links lead to a page that moves: as it is on disk, and with its links changed. */
export interface LinkUpdate {
  file: string;
  title: string;
  text: string;
  data: unknown;
}

/**
 * Every document of `texts` (but the moving one, `except`) with a link or course reference to
 * `from`, changed to lead to `to`: pages, the site settings and form definitions alike, wherever
 * their schemas mark a link.
 */
export function linksToMove(
  texts: ReadonlyMap<string, string>,
  checker: SchemaChecker,
  { from, to, except }: { from: string; to: string; except: string },
): LinkUpdate[] {
  return [...texts].flatMap(([file, text]) => {
    const schema = schemaFor(file);
    const data = parseOrUndefined(text);
    if (file === except || !schema || data === null || typeof data !== "object") return [];
    if (relink(data, checker.check(schema, data).references, from, to) === 0) return [];
    return [{ file, title: documentTitle(file, documentKind(file, data) ?? "page", data), text, data }];
  });
}
