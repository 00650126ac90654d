import { BLOCK_TEXTS, PAGE_TEXTS } from "../../../src/generated/translatable-texts.ts";
import type { PageDocument } from "../../../src/generated/page.ts";
import { segmentsOf, textAt, valueAt } from "../../../src/lib/json-pointer.ts";
import { stampOf } from "../../../src/content/translation/translation-stamp.ts";
import { textsLeftOf, type TranslationDocument } from "../../../src/content/translation/translated-page.ts";

/**
 * Where a text of the page stands in its translation: still to write (the page shows the English), out
 * of date (its English changed since it was translated, or it was never recorded against it), or
 * translated.
 */
export type TextStanding = "to translate" | "out of date" | "translated";

/** One text of an English page a translation may give, beside what the translation gives of it. */
export interface TranslatableText {
  /** Its place in both files: "/blocks/2/items/0/answer". */
  pointer: string;
  english: string;
  /** The translation's text, where it gives one. */
  given?: string;
  standing: TextStanding;
}

/** Every text of the English page a translation may give, in the page's order, each with where it stands. */
export function translatableTexts(english: PageDocument, translation: TranslationDocument): TranslatableText[] {
  const stamps = translation.translatedFrom ?? {};
  return textPlaces(english).map((pointer) => {
    const text = textAt(english, pointer)!;
    const given = textAt(translation, pointer);
    if (given === undefined || given.trim() === "") return { pointer, english: text, standing: "to translate" };
    const standing = stamps[pointer] === stampOf(text) ? "translated" : "out of date";
    return { pointer, english: text, given, standing };
  });
}

/** How many texts are still to translate, and how many are out of date. */
export function translationCounts(texts: readonly TranslatableText[]): Record<"toTranslate" | "outOfDate", number> {
  return {
    toTranslate: texts.filter((text) => text.standing === "to translate").length,
    outOfDate: texts.filter((text) => text.standing === "out of date").length,
  };
}

/**
 * The translation with `texts` (by pointer) written in: an empty one leaves that text to the English.
 * Each text in `recorded` (written or confirmed by the author) is recorded against the English it now
 * translates; any other keeps its record, so a text still out of date stays so. Every block keeps its
 * "type", as the validator asks. A list of texts cannot leave a gap: an entry left empty before one
 * written is the English's, unrecorded, so it shows as out of date until it is translated.
 */
export function writtenTranslation(
  english: PageDocument,
  translation: TranslationDocument,
  texts: Readonly<Record<string, string>>,
  recorded: ReadonlySet<string>,
): TranslationDocument {
  const written = translatableTexts(english, translation).map(({ pointer, english: text, given }) => {
    const value = Object.hasOwn(texts, pointer) ? texts[pointer]!.trim() : (given ?? "");
    return { pointer, text, value };
  });
  const result: Record<string, unknown> = {};
  const stamps: Record<string, string> = {};
  const old = translation.translatedFrom ?? {};
  for (const { pointer, text, value } of written) {
    if (!value) continue;
    placeText(result, english, pointer, value);
    if (recorded.has(pointer)) stamps[pointer] = stampOf(text);
    else if (old[pointer] !== undefined) stamps[pointer] = old[pointer];
  }
  // A list of texts with an entry left empty before one written: the English fills the gap.
  for (const { pointer, text } of written) {
    if (textAt(result, pointer) === undefined && inListOfTexts(pointer) && hasLaterEntry(result, pointer)) {
      placeText(result, english, pointer, text);
    }
  }
  // In the order of the file `npm run translations -- --start` writes: the page's own texts, then each block by its type.
  const { $schema } = translation as { $schema?: string };
  const { blocks = [], ...own } = result as { blocks?: (object | undefined)[] };
  return {
    ...($schema !== undefined && { $schema }),
    ...own,
    blocks: english.blocks.map(({ type }, index) => ({ type, ...blocks[index] })),
    translatedFrom: stamps,
  } as TranslationDocument;
}

/** The places of every text of the English page a translation may give: its own, then each block's. */
function textPlaces(english: PageDocument): string[] {
  const { blocks, ...own } = english;
  return [
    ...textsLeftOf(own, {}, PAGE_TEXTS),
    ...blocks.flatMap((block, index) =>
      textsLeftOf(block, {}, BLOCK_TEXTS[block.type]).map((place) => `/blocks/${index}${place}`),
    ),
  ];
}

/** Writes `value` at `pointer` in `target`, making each object or list on the way as the English has it. */
function placeText(target: Record<string, unknown>, english: unknown, pointer: string, value: string): void {
  const path = segmentsOf(pointer);
  let node: Record<string, unknown> | unknown[] = target;
  let theirs = english;
  path.forEach((segment, i) => {
    theirs = (theirs as Record<string, unknown>)[segment];
    const key = Array.isArray(node) ? Number(segment) : segment;
    if (i === path.length - 1) {
      (node as Record<string | number, unknown>)[key] = value;
      return;
    }
    const existing = (node as Record<string | number, unknown>)[key];
    const next = existing ?? (Array.isArray(theirs) ? [] : {});
    (node as Record<string | number, unknown>)[key] = next;
    node = next as Record<string, unknown> | unknown[];
  });
  fillHoles(target);
}

/** A list given entry by entry has no holes: an entry before one given is an empty group ({}), which gives nothing. */
function fillHoles(value: unknown): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!(i in value)) value[i] = {};
    value.forEach(fillHoles);
  } else if (value !== null && typeof value === "object") Object.values(value).forEach(fillHoles);
}

const inListOfTexts = (pointer: string) => /\/\d+$/.test(pointer);

function hasLaterEntry(result: unknown, pointer: string): boolean {
  const list = valueAt(result, pointer.replace(/\/\d+$/, ""));
  const index = Number(pointer.slice(pointer.lastIndexOf("/") + 1));
  return Array.isArray(list) && list.length > index;
}
