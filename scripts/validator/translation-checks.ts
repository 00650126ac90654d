import { BLOCK_TEXTS, PAGE_TEXTS } from "../../src/generated/translatable-texts.ts";
import type { PageDocument } from "../../src/generated/page.ts";
import { pointerOf, segmentsOf } from "../../src/lib/json-pointer.ts";
import { translatedPath, translationLinks, type Language } from "../../src/content/translation/languages.ts";
import { stampOf } from "../../src/content/translation/translation-stamp.ts";
import {
  translatedPage,
  type TranslatedPage,
  type TranslationDocument,
} from "../../src/content/translation/translated-page.ts";
import { translationOf } from "../content-layout/content-layout.ts";
import type { CheckedDocument } from "./checked-document.ts";
import type { JsonSource } from "./json-source.ts";
import { problemIn, type Finding } from "./messages.ts";
import type { Problem } from "./problem.ts";

/** A translation that passed its schema (translation.schema.json), before it is checked against its English page. */
export interface ReadTranslation {
  file: string;
  source: JsonSource;
}

/** A translation that passed every check: the page it makes, and what it translates. */
export interface CheckedTranslation extends TranslatedPage {
  file: string;
  language: Language;
  /** The English page's file. */
  translates: string;
}

/** The keys of a translation that are not the English page's texts. */
const OWN_KEYS = new Set(["$schema", "translatedFrom"]);

/**
 * Each translation against its English page: the same blocks in the same order, texts only where the
 * English page has a text a translation may give ("x-translate", src/generated/translatable-texts.ts),
 * no more entries than the English has; and each translated text against its record of the English it
 * translates (translation-stamp.ts), so one whose English changed since is reported out of date.
 */
export function translationChecks(
  translations: ReadTranslation[],
  documents: CheckedDocument[],
): { problems: Problem[]; translated: CheckedTranslation[] } {
  const byFile = new Map(documents.map((doc) => [doc.file, doc]));
  const problems: Problem[] = [];
  const passed: { read: ReadTranslation; language: Language; english: CheckedDocument; path: string }[] = [];
  for (const read of translations) {
    const { language, source } = translationOf(read.file)!;
    const english = byFile.get(source);
    const found: Problem[] = [];
    const report = (finding: Finding) => found.push(problemIn(read, finding));
    if (!english) report({ code: "translationOfNothing", params: { source }, pointer: "" });
    else {
      const texts = checkShape(read.source.value as TranslationDocument, english.document, report);
      checkStamps(read.source.value as TranslationDocument, english.document, texts, report);
    }
    problems.push(...found);
    if (english && !found.some((problem) => problem.severity === "error")) {
      passed.push({ read, language, english, path: translatedPath(english.document.path, language) });
    }
  }
  // Each page made once every translation is known: its links lead to the pages in its language.
  const links = translationLinks(passed.map(({ path }) => path));
  const translated = passed.map(({ read, language, english, path }): CheckedTranslation => {
    const page = translatedPage(english.document, read.source.value as TranslationDocument, path, links);
    return { file: read.file, language, translates: english.file, ...page };
  });
  return { problems, translated };
}

/** The pointers of the texts a translation gives, each checked to be in its place; problems reported. */
function checkShape(
  translation: TranslationDocument,
  english: PageDocument,
  report: (finding: Finding) => void,
): string[] {
  const texts: string[] = [];
  const walk = (given: unknown, theirs: unknown, path: (string | number)[], places: readonly string[], from = 0) => {
    const pointer = pointerOf(path);
    const key = String(path.at(-1) ?? "");
    if (typeof given === "string") {
      const place = path
        .slice(from)
        .filter((segment) => typeof segment === "string")
        .join("/");
      if (typeof theirs !== "string") report({ code: "translationExtra", params: { what: "text" }, pointer });
      else if (!places.includes(place)) report({ code: "translationNotAText", params: { key }, pointer });
      else texts.push(pointer);
    } else if (Array.isArray(given)) {
      if (!Array.isArray(theirs)) return report({ code: "translationExtra", params: { what: "list" }, pointer });
      given.forEach((entry, i) =>
        i < theirs.length
          ? walk(entry, theirs[i], [...path, i], places, from)
          : report({ code: "translationExtra", params: { what: `entry ${i + 1}` }, pointer: pointerOf([...path, i]) }),
      );
    } else if (isObject(given)) {
      if (!isObject(theirs)) return report({ code: "translationExtra", params: { what: "group" }, pointer });
      for (const [name, value] of Object.entries(given)) {
        if (!(name in theirs)) {
          report({ code: "translationExtra", params: { what: `"${name}"` }, pointer: pointerOf([...path, name]) });
        } else walk(value, theirs[name], [...path, name], places, from);
      }
    } else report({ code: "translationNotAText", params: { key }, pointer });
  };

  const englishPage = english as unknown as Record<string, unknown>;
  for (const [name, value] of Object.entries(translation)) {
    if (OWN_KEYS.has(name) || name === "blocks") continue;
    if (!(name in englishPage))
      report({ code: "translationExtra", params: { what: `"${name}"` }, pointer: `/${name}` });
    else walk(value, englishPage[name], [name], PAGE_TEXTS);
  }
  (translation.blocks ?? []).forEach((block, index) => {
    const theirs = english.blocks[index];
    const pointer = `/blocks/${index}`;
    if (!theirs) return report({ code: "translationExtra", params: { what: `block ${index + 1}` }, pointer });
    if (block.type !== theirs.type) {
      const params = { index, type: theirs.type, given: String(block.type) };
      return report({ code: "translationBlockType", params, pointer: `${pointer}/type` });
    }
    const { type: _type, ...texts } = block;
    walk(texts, theirs, ["blocks", index], BLOCK_TEXTS[theirs.type], 2);
  });
  return texts;
}

/** The pointers of the texts a translation gives in their places (those out of place left out). */
export function translatedTexts(translation: TranslationDocument, english: PageDocument): string[] {
  return checkShape(translation, english, () => {});
}

/** Each translated text against its record of the English it translates. */
function checkStamps(
  translation: TranslationDocument,
  english: PageDocument,
  texts: string[],
  report: (finding: Finding) => void,
): void {
  const stamps = translation.translatedFrom ?? {};
  for (const pointer of texts) {
    const now = englishAt(english, pointer);
    const stamp = stamps[pointer];
    if (stamp === undefined) report({ code: "translationNotRecorded", params: {}, pointer });
    else if (now !== undefined && stamp !== stampOf(now)) {
      report({ code: "translationOutOfDate", params: { english: now }, pointer });
    }
  }
}

/** The English text at a pointer of the page. */
export function englishAt(english: PageDocument, pointer: string): string | undefined {
  let value: unknown = english;
  for (const segment of segmentsOf(pointer)) value = (value as Record<string, unknown> | undefined)?.[segment];
  return typeof value === "string" ? value : undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
