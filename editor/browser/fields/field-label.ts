import { listNoun } from "./list-noun.ts";
import type { FieldPath } from "../../../src/lib/json-pointer.ts";

/**
 * Property names whose words would tell an author little ("Src", "Href"): what the field holds, as
 * a form names it, by the name alone or, where the name means more than one thing, after its
 * group's ("fields/name"; "/action" at the top of a document). Every other name is said in words.
 */
const NAMES: Record<string, string> = {
  path: "Address",
  href: "Link",
  url: "Site address",
  mapUrl: "Map link",
  image: "Picture",
  src: "Picture file",
  alt: "What the picture shows",
  meta: "Search engines and sharing",
  robots: "Search engine listing",
  eyebrow: "Line above the heading",
  physical: "In the classroom",
  "navigation/list": "Dropdown filled with",
  // A form's own.
  "/id": "Form",
  "fields/name": "Name in the e-mail",
  sendingLabel: "Label while sending",
  autocomplete: "Filled in by the phone as",
  min: "Smallest number",
  max: "Largest number",
  from: "Choices from",
  accept: "Files taken",
  maxBytes: "Largest file, in bytes",
  tooLargeMessage: "Message for a file too large",
  rows: "Lines shown",
  "/action": "Sending",
  template: "E-mail template",
  fileField: "Field with the file",
  ownMail: "Write from your own e-mail",
  "lines/label": "Words before the answer",
  "lines/field": "Field whose answer follows",
};

/** "shortText" -> "Short text", "autoplayMs" -> "Autoplay time in milliseconds", "src" -> "Picture file". */
function words(name: string, group = ""): string {
  const named = [`${group}/${name}`, name].find((key) => Object.hasOwn(NAMES, key));
  if (named) return NAMES[named];
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
  const group = path.slice(0, -1).findLast((segment) => !isIndex(segment));
  return noun ? capitalized(noun.many) : words(String(last), group === undefined ? "" : String(group));
}
