import { join } from "node:path";
import { format, resolveConfig, type Options } from "prettier";
import { parseJson } from "../../../scripts/validator/json-source.ts";
import { PROJECT_ROOT } from "../../../scripts/lib/project-root.ts";
import { printWithLayout } from "./print-with-layout.ts";

let options: Promise<Options | null> | undefined;

/**
 * The text a page document is saved as: the repository's own format (Prettier with the project's
 * settings, so `npm run lint` accepts it), keeping from `originalText` each object's choice of one
 * line or several. Saving unchanged data gives the original text back byte for byte, and a change
 * to one field shows in `git diff` as that field's lines only.
 */
export async function formatDocument(data: unknown, originalText?: string): Promise<string> {
  const before = originalText === undefined ? undefined : parsedOrUndefined(originalText);
  // The project's settings even when the site is a copy elsewhere (the tests' copies).
  options ??= resolveConfig(join(PROJECT_ROOT, "pages/_site.json"), { editorconfig: true });
  const input = printWithLayout(data, before, originalText ?? "");
  return format(input, { ...(await options), parser: "json" });
}

function parsedOrUndefined(text: string) {
  try {
    return parseJson(text).body;
  } catch {
    // Text that is not JSON has no layout to keep.
    return undefined;
  }
}
