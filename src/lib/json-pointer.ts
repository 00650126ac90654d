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
