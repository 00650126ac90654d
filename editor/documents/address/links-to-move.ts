import type { SchemaChecker } from "../../../scripts/validator/create-ajv.ts";
import { schemaFor } from "../../../scripts/validator/validate-texts.ts";
import { documentKind } from "../document-kind.ts";
import { documentTitle } from "../document-title.ts";
import { parseOrUndefined } from "../parse-or-undefined.ts";
import { relink } from "./relink.ts";

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
