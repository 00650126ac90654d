import type { CheckedDocument } from "./checked-document.ts";
import type { Problem } from "./problem.ts";

/**
 * The longest course or service title a card heading shows in two lines at the card's narrowest
 * (src/ui/course-card.tsx: text-lg semibold in about 300 px on a phone and in the three-column
 * grid, some 32 characters a line). Longer titles still work; they push the card's points down.
 */
export const CARD_TITLE_CHARACTERS = 60;

const KINDS_WITH_CARDS = new Set(["course", "service"]);

/** A course or service title short enough for its card: a warning, since a long one still works. */
export function titleRules(doc: Pick<CheckedDocument, "file" | "source">): Problem[] {
  const { kind, title } = (doc.source.value ?? {}) as { kind?: unknown; title?: unknown };
  if (!KINDS_WITH_CARDS.has(String(kind)) || typeof title !== "string") return [];
  const length = [...title].length;
  if (length <= CARD_TITLE_CHARACTERS) return [];
  const hint = `Shorten it to ${CARD_TITLE_CHARACTERS} characters or fewer, and say the rest in the page's introduction.`;
  return [
    {
      file: doc.file,
      severity: "warning",
      pointer: "/title",
      message: `The title is ${length} characters long; a ${kind} card shows about ${CARD_TITLE_CHARACTERS} in its two-line heading.`,
      hint,
      form: {
        message: `${length} characters: a ${kind} card shows about ${CARD_TITLE_CHARACTERS} in its two-line heading, and a longer title crowds it.`,
        hint,
      },
      ...doc.source.locate("/title"),
    },
  ];
}
