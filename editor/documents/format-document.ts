import prettierSettings from "../../.prettierrc.json" with { type: "json" };
import { parseJson } from "../../scripts/validator/json-source.ts";
import { printWithLayout } from "./print-with-layout.ts";

/**
 * The text a page document is saved as: the repository's own format (Prettier with the project's
 * settings, so `npm run lint` accepts it), keeping from `originalText` each object's choice of one
 * line or several. Saving unchanged data gives the original text back byte for byte, and a change
 * to one field shows in `git diff` as that field's lines only. Prettier's standalone build, so a
 * browser saving to a git host writes the same bytes as the dev server (fetched by the first save).
 */
export async function formatDocument(data: unknown, originalText?: string): Promise<string> {
  const before = originalText === undefined ? undefined : parsedOrUndefined(originalText);
  const input = printWithLayout(data, before, originalText ?? "");
  const [{ format }, babel, estree] = await Promise.all([
    import("prettier/standalone"),
    import("prettier/plugins/babel"),
    import("prettier/plugins/estree"),
  ]);
  return format(input, { ...prettierSettings, parser: "json", plugins: [babel, estree] });
}

function parsedOrUndefined(text: string) {
  try {
    return parseJson(text).body;
  } catch {
    // Text that is not JSON has no layout to keep.
    return undefined;
  }
}
