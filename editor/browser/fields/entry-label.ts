import { fieldLabel } from "./field-label.ts";
import type { FieldPath } from "../../../src/lib/json-pointer.ts";
import { truncate } from "./truncate.ts";

// The fields that say what an entry is, in the order they are looked for: a FAQ entry's question,
// a card's title, a fact's label, a testimonial's name, a picture's description, a point's text.
const NAMING_FIELDS = ["question", "title", "label", "heading", "name", "alt", "text"];

/**
 * A list entry named by what it says ("Do I need my own laptop?", a point's words), shortened, so
 * its panel, its buttons and its problems tell it from its neighbours; by its number ("Question 3")
 * until it says something.
 */
export function entryLabel(path: FieldPath, value: unknown, blockType?: string): string {
  const text =
    typeof value === "string"
      ? value
      : value !== null && typeof value === "object"
        ? NAMING_FIELDS.map((field) => (value as Record<string, unknown>)[field]).find(
            (candidate): candidate is string => typeof candidate === "string" && candidate.trim() !== "",
          )
        : undefined;
  return text?.trim() ? truncate(text) : fieldLabel(path, blockType);
}
