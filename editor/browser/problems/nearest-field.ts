import { pointerOf, segmentsOf, type FieldPath } from "../../../src/lib/json-pointer";
import { sameWords } from "./same-words";
import { valueAt } from "../../../src/lib/json-pointer";

/** Keys whose values name things for the code (a block's kind, an address), never words a reader clicks. */
const NOT_SHOWN = new Set(["type", "$schema", "src", "href", "path"]);

/** Every text and number under a path, with the path to each. */
function* writtenUnder(value: unknown, path: FieldPath): Generator<[FieldPath, string]> {
  if (typeof value === "string" || typeof value === "number") yield [path, String(value)];
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* writtenUnder(item, [...path, index]);
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) if (!NOT_SHOWN.has(key)) yield* writtenUnder(item, [...path, key]);
}

/**
 * How surely a field holds what was clicked: its whole text (3), part of it (2 to 3, the larger the
 * part), or the click took in the field and more around it (1 to 2, the larger the field's share).
 */
function closeness(written: string, clicked: string): number {
  if (written === clicked) return 3;
  if (written.includes(clicked)) return 2 + clicked.length / written.length;
  if (written.length >= 3 && clicked.includes(written)) return 1 + written.length / clicked.length;
  return 0;
}

/**
 * The field, within these parts of the document, that holds the words clicked in the preview: the
 * closest match, the first part and the first field winning a tie; undefined when none holds them.
 */
export function nearestField(document: unknown, scopes: readonly string[], text: string): string | undefined {
  const clicked = sameWords(text);
  if (!clicked) return undefined;
  let best: { pointer: string; score: number } | undefined;
  for (const scope of scopes) {
    for (const [path, written] of writtenUnder(valueAt(document, scope), segmentsOf(scope))) {
      const score = closeness(sameWords(written), clicked);
      if (score > (best?.score ?? 0)) best = { pointer: pointerOf(path), score };
    }
  }
  return best?.pointer;
}
