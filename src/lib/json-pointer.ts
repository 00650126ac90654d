/** A field's place in the document: JSON pointer segments (RFC 6901), array indexes as numbers or strings. */
export type FieldPath = readonly (string | number)[];

/** The JSON pointer of a path, as the validator reports places ("" for the whole document). */
export function pointerOf(path: FieldPath): string {
  return path.map((segment) => `/${String(segment).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

/** The segments of a JSON pointer, decoded. */
export function segmentsOf(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** The value at a JSON pointer or a field path in a document, or undefined where it leads nowhere. */
export function valueAt(document: unknown, at: string | FieldPath): unknown {
  const path = typeof at === "string" ? segmentsOf(at) : at;
  return path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
    document,
  );
}

/** The text at a JSON pointer in a document, or undefined where there is none. */
export function textAt(document: unknown, pointer: string): string | undefined {
  const value = valueAt(document, pointer);
  return typeof value === "string" ? value : undefined;
}

/** Every text (string value) in a JSON value, with its path, in document order. */
export function textsIn(value: unknown, path: FieldPath = []): { text: string; path: FieldPath }[] {
  if (typeof value === "string") return [{ text: value, path }];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => textsIn(child, [...path, key]));
}
