import type { FieldPath } from "./pointer";

/** "autoplayMs" -> "Autoplay ms", "shortText" -> "Short text". */
function words(name: string): string {
  const spaced = name
    .replace(/^\$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

// The lists whose names "drop the s" gets wrong.
const IRREGULAR: Record<string, string> = { Aliases: "Alias" };

/** "Items" -> "Item": an entry of a list is named after the list. */
function singular(label: string): string {
  if (label in IRREGULAR) return IRREGULAR[label];
  if (/ies$/.test(label)) return label.replace(/ies$/, "y");
  return /[^s]s$/.test(label) ? label.slice(0, -1) : label;
}

/**
 * A field's label from its place in the document: the property name in words, or for a list entry
 * the list's name and the entry's number ("Item 3"). Schema titles name types ("CourseCard", "Link"),
 * not the field an author is filling in.
 */
export function fieldLabel(path: FieldPath): string {
  const last = path.at(-1);
  if (last === undefined) return "Document";
  if (typeof last === "number" || /^\d+$/.test(last)) {
    const list = path.at(-2);
    const name = list === undefined || typeof list === "number" ? "Entry" : singular(words(list));
    return `${name} ${Number(last) + 1}`;
  }
  return words(last);
}
