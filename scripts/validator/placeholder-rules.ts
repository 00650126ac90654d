import type { CheckedDocument } from "./checked-document.ts";
import { problemIn } from "./messages.ts";
import type { Problem } from "./problem.ts";
import { unwrittenTexts } from "./placeholder.ts";

/**
 * Every text still starting with the scaffold's placeholder, at its place: an error in a published
 * document, so template words never reach the site, and a warning in a draft, which the build
 * leaves out, so an unfinished page can be committed while CI stays green.
 */
export function placeholderRules(doc: Pick<CheckedDocument, "file" | "source">): Problem[] {
  // Read from the text as it is: the rule runs whether or not the document passed its schema.
  const { draft: mark, kind } = (doc.source.value ?? {}) as { draft?: unknown; kind?: unknown };
  const params = { kind: kind === "course" || kind === "service" ? kind : "page", draft: mark === true } as const;
  return unwrittenTexts(doc.source.value).map((pointer) => problemIn(doc, { code: "unwrittenText", params, pointer }));
}
