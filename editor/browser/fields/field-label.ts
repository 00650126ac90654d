import { listNoun } from "./list-noun.ts";
import type { FieldPath } from "../../../src/lib/json-pointer.ts";

/** "autoplayMs" -> "Autoplay ms", "shortText" -> "Short text". */
function words(name: string): string {
  const spaced = name
    .replace(/^\$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return capitalized(spaced);
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const isIndex = (segment: string | number | undefined) =>
  typeof segment === "number" || (segment !== undefined && /^\d+$/.test(segment));

/** "Items" -> "Item": an entry of a list no table names is named after the list. */
function singular(label: string): string {
  if (/ies$/.test(label)) return label.replace(/ies$/, "y");
  return /[^s]s$/.test(label) ? label.slice(0, -1) : label;
}

/**
 * A field's label from its place in the document: the property name in words, or for a list entry
 * what the list's entries are and its number ("Question 3"). Lists whose key says too little are
 * named by list-noun.ts, given the type of the block they are in. Schema titles name types
 * ("CourseCard", "Link"), not the field an author is filling in.
 */
export function fieldLabel(path: FieldPath, blockType?: string): string {
  const last = path.at(-1);
  if (last === undefined) return "Document";
  if (isIndex(last)) {
    const list = path.slice(0, -1);
    const noun = listNoun(list, blockType)?.one;
    const name = list.at(-1);
    const entry = noun
      ? capitalized(noun)
      : name === undefined || isIndex(name)
        ? "Entry"
        : singular(words(String(name)));
    return `${entry} ${Number(last) + 1}`;
  }
  const noun = listNoun(path, blockType);
  return noun ? capitalized(noun.many) : words(String(last));
}
