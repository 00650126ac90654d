import type { FieldPath } from "./pointer";

/** The value at `path` in the document, or undefined where the path leads nowhere. */
export function valueAt(document: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
    document,
  );
}
