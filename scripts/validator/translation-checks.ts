import { BLOCK_TEXTS, FORM_TEXTS, PAGE_TEXTS, SITE_TEXTS } from "../../src/generated/translatable-texts.ts";
import type { PageDocument } from "../../src/generated/page.ts";
import { pointerOf, textAt } from "../../src/lib/json-pointer.ts";
import {
  TRANSLATED_LANGUAGES,
  translatedPath,
  translationLinks,
  type Language,
} from "../../src/content/translation/languages.ts";
import { stampOf } from "../../src/content/translation/translation-stamp.ts";
import { PLACEHOLDER } from "../../src/lib/fill-in.ts";
import {
  translatedPage,
  translatedSettingsOf,
  textsOf,
  type TranslatedPage,
  type TranslationDocument,
} from "../../src/content/translation/translated-page.ts";
import { translationOf, type TranslatedKind } from "../content-layout/content-layout.ts";
import type { CheckedDocument } from "./checked-document.ts";
import type { JsonSource } from "./json-source.ts";
import { problemIn, type Finding } from "./messages.ts";
import type { Problem } from "./problem.ts";

/** A translation that passed its schema (translation.schema.json, settings-translation.schema.json), before it is checked against its English file. */
export interface ReadTranslation {
  file: string;
  source: JsonSource;
}

/** A translation of a page that passed every check: the page it makes, and what it translates. */
export interface CheckedTranslation extends TranslatedPage {
  file: string;
  language: Language;
  /** The English page's file. */
  translates: string;
}

/** The English files a translation may translate besides pages: the site's settings and the forms, by file. */
export type EnglishSettings = ReadonlyMap<string, { of: "site" | "form"; value: object }>;

/**
 * The site's settings and each form in each language, by the English file: its translation laid over it
 * where one passed, and its links led to the pages in that language (the menus lead from /ne to /ne/about).
 */
export type TranslatedSettings = Record<Language, Map<string, object>>;

/** The places of the texts a translation may give, by what it translates. */
const SETTINGS_TEXTS = { site: SITE_TEXTS, form: FORM_TEXTS } as const;

/**
 * Each translation against its English file: a page's with the same blocks in the same order, texts only
 * where the English has a text a translation may give ("x-translate", src/generated/translatable-texts.ts),
 * no more entries than the English has; and each translated text against its record of the English it
 * translates (translation-stamp.ts), so one whose English changed since is reported out of date.
 */
export function translationChecks(
  translations: ReadTranslation[],
  documents: CheckedDocument[],
  settings: EnglishSettings,
  /** Every file read: a translation of one with errors of its own is left until they are fixed, not faulted too. */
  files: ReadonlySet<string>,
): { problems: Problem[]; translated: CheckedTranslation[]; settings: TranslatedSettings } {
  const byFile = new Map(documents.map((doc) => [doc.file, doc]));
  const problems: Problem[] = [];
  const passed: { read: ReadTranslation; language: Language; english: CheckedDocument; path: string }[] = [];
  const passedSettings: { read: ReadTranslation; language: Language; source: string }[] = [];
  for (const read of translations) {
    const { language, source, of } = translationOf(read.file)!;
    const given = read.source.value as TranslationDocument;
    const found: Problem[] = [];
    const report = (finding: Finding) => found.push(problemIn(read, finding));
    const english = of === "page" ? byFile.get(source)?.document : settings.get(source)?.value;
    if (!english) {
      if (!files.has(source)) report({ code: "translationOfNothing", params: { source }, pointer: "" });
    } else {
      const texts =
        of === "page"
          ? checkShape(given, english as PageDocument, report)
          : checkSettingsShape(given, english, SETTINGS_TEXTS[of], report);
      checkStamps(given, english, texts, report);
    }
    problems.push(...found);
    if (!english || found.some((problem) => problem.severity === "error")) continue;
    if (of === "page") {
      const page = byFile.get(source)!;
      passed.push({ read, language, english: page, path: translatedPath(page.document.path, language) });
    } else passedSettings.push({ read, language, source });
  }
  // Each page made once every translation is known: its links lead to the pages in its language.
  const links = translationLinks(passed.map(({ path }) => path));
  const translated = passed.map(({ read, language, english, path }): CheckedTranslation => {
    const page = translatedPage(english.document, read.source.value as TranslationDocument, path, links);
    return { file: read.file, language, translates: english.file, ...page };
  });
  const translatedSettings = Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => {
      const own = translationLinks(passed.filter((each) => each.language === language).map(({ path }) => path));
      const given = (file: string) =>
        passedSettings.find((each) => each.language === language && each.source === file)?.read.source.value;
      const values = [...settings].map(([file, { of, value }]) => {
        const translation = (given(file) ?? {}) as TranslationDocument;
        return [file, translatedSettingsOf(value, translation, own, SETTINGS_TEXTS[of])] as const;
      });
      return [language, new Map<string, object>(values)];
    }),
  ) as TranslatedSettings;
  return { problems, translated, settings: translatedSettings };
}

type Report = (finding: Finding) => void;

/**
 * A walker of a translation's values against the English ones at the same places: each text is kept
 * (its pointer) where the English has a text of a place in `places`; anything else is reported.
 */
function textWalker(report: Report, texts: string[]) {
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
  return walk;
}

/** The pointers of the texts a page's translation gives, each checked to be in its place; problems reported. */
function checkShape(translation: TranslationDocument, english: PageDocument, report: Report): string[] {
  const texts: string[] = [];
  const walk = textWalker(report, texts);
  const englishPage = english as unknown as Record<string, unknown>;
  for (const [name, value] of Object.entries(textsOf(translation))) {
    if (name === "blocks") continue;
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

/** The pointers of the texts a translation of the settings or of a form gives, each checked to be in its place. */
function checkSettingsShape(
  translation: TranslationDocument,
  english: object,
  places: readonly string[],
  report: Report,
): string[] {
  const texts: string[] = [];
  const walk = textWalker(report, texts);
  const given = textsOf(translation);
  walk(given, english, [], places);
  return texts;
}

/** The pointers of the texts a translation gives in their places (those out of place left out). */
export function translatedTexts(
  translation: TranslationDocument,
  english: object,
  of: TranslatedKind = "page",
): string[] {
  return of === "page"
    ? checkShape(translation, english as PageDocument, () => {})
    : checkSettingsShape(translation, english, SETTINGS_TEXTS[of], () => {});
}

/** The words in {braces} a text has, which the site fills in ("{title}"). */
const placeholdersOf = (text: string) => new Set(text.match(PLACEHOLDER) ?? []);

/**
 * Each translated text against its record of the English it translates, and against the words in
 * {braces} the English has, which the site fills in: a translation keeps each and adds none.
 */
function checkStamps(translation: TranslationDocument, english: object, texts: string[], report: Report): void {
  const stamps = translation.translatedFrom ?? {};
  for (const pointer of texts) {
    const now = englishAt(english, pointer);
    const given = englishAt(translation, pointer);
    if (now !== undefined && given !== undefined) {
      const [theirs, ours] = [placeholdersOf(now), placeholdersOf(given)];
      const missing = [...theirs].filter((word) => !ours.has(word));
      const extra = [...ours].filter((word) => !theirs.has(word));
      if (missing.length + extra.length > 0)
        report({ code: "translationPlaceholders", params: { missing, extra }, pointer });
    }
    const stamp = stamps[pointer];
    if (stamp === undefined) report({ code: "translationNotRecorded", params: {}, pointer });
    else if (now !== undefined && stamp !== stampOf(now)) {
      report({ code: "translationOutOfDate", params: { english: now }, pointer });
    }
  }
}

/** The English text at a pointer of the file. */
export const englishAt = (english: object, pointer: string): string | undefined => textAt(english, pointer);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
