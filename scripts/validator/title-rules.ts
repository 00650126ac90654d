import type { CheckedDocument } from "./checked-document.ts";
import { problemIn } from "./messages.ts";
import type { Problem } from "./problem.ts";

/**
 * The longest course or service title a card heading shows in two lines (src/ui/course-card.tsx,
 * text-lg semibold). Measured in Chromium with real titles' words: two lines hold 49–57 characters
 * on cards at 375, 768 and 1280 px, and 36–47 at the narrowest cards (a 320 px phone, the 1024 px
 * grid). A longer title still works; it pushes the card's points down, a line at a time.
 */
export const CARD_TITLE_CHARACTERS = 50;

const KINDS_WITH_CARDS = new Set(["course", "service"]);

/** A course or service title short enough for its card: a warning, since a long one still works. */
export function titleRules(doc: Pick<CheckedDocument, "file" | "source">): Problem[] {
  const { kind, title } = (doc.source.value ?? {}) as { kind?: unknown; title?: unknown };
  if (typeof kind !== "string" || !KINDS_WITH_CARDS.has(kind) || typeof title !== "string") return [];
  const length = [...title].length;
  if (length <= CARD_TITLE_CHARACTERS) return [];
  const params = { length, kind, limit: CARD_TITLE_CHARACTERS };
  return [problemIn(doc, { code: "longCardTitle", params, pointer: "/title" })];
}
