import { pointerOf, textsIn } from "../../src/lib/json-pointer.ts";

/**
 * How `npm run new:course` and `new:service` mark text an author still has to write. Most such
 * text is valid as it stands; a field with a fixed shape (an icon name) fails, and says so.
 */
export const PLACEHOLDER = "Replace:";

/** The JSON pointer of every text in `value` that still starts with the scaffold's placeholder, in document order. */
export function unwrittenTexts(value: unknown): string[] {
  return textsIn(value)
    .filter(({ text }) => text.startsWith(PLACEHOLDER))
    .map(({ path }) => pointerOf(path));
}
