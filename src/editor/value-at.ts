import { segmentsOf } from "./pointer";

/** The value a JSON pointer names in a document, or undefined where the document has none. */
export function valueAt(document: unknown, pointer: string): unknown {
  let value = document;
  for (const segment of segmentsOf(pointer)) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}
