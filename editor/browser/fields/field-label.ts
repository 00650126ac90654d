import { annotationsAt } from "./field-annotations.ts";
import { listNoun } from "./list-noun.ts";
import type { FieldPath } from "../../../src/lib/json-pointer.ts";

/** "shortText" -> "Short text", "autoplayMs" -> "Autoplay time in milliseconds". */
export function words(name: string): string {
  const spaced = name
    .replace(/^\$/, "")
    .replace(/Ms$/, " time in milliseconds")
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
 * A field's label from its place in the document: its schema's "x-label", else the property name in
 * words; for a list, what its schema calls its entries ("x-entries"), and for a list entry that and
 * its number ("Question 3"). A block's fields are found in its type's schema. Schema titles name
 * types ("CourseCard", "Link"), not the field an author is filling in.
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
  if (noun) return capitalized(noun.many);
  const { annotations, place } = annotationsAt(path, blockType);
  return Object.hasOwn(annotations.labels, place) ? annotations.labels[place] : words(String(last));
}
