import { pointerOf } from "../../src/lib/json-pointer.ts";
import { PLACEHOLDER } from "./placeholder.ts";

/** The JSON pointer of every text in `value` that still starts with the scaffold's placeholder, in document order. */
export function unwrittenTexts(value: unknown, path: (string | number)[] = []): string[] {
  if (typeof value === "string") return value.startsWith(PLACEHOLDER) ? [pointerOf(path)] : [];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => unwrittenTexts(child, [...path, key]));
}
