import { segmentsOf, type FieldPath } from "../../../src/lib/json-pointer";

/** The value at a JSON pointer or a field path in the document, or undefined where it leads nowhere. */
export function valueAt(document: unknown, at: string | FieldPath): unknown {
  const path = typeof at === "string" ? segmentsOf(at) : at;
  return path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
    document,
  );
}
