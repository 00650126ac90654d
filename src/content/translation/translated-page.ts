import type { Block, PageDocument } from "../../generated/page.ts";
import { BLOCK_TEXTS, PAGE_TEXTS } from "../../generated/translatable-texts.ts";
import { pointerOf } from "../../lib/json-pointer.ts";

/** A translation as its file holds it: the English page's texts in the same places, each it gives. */
export interface TranslationDocument {
  title?: string;
  meta?: Partial<PageDocument["meta"]>;
  card?: unknown;
  blocks?: ({ type: string } & Record<string, unknown>)[];
  /** Each translated text's record of the English it translates (translation-stamp.ts), by pointer. */
  translatedFrom?: Record<string, string>;
}

/**
 * A block of a translated page, the site's settings or a form, whose translation leaves some of its
 * texts in English: their places in it ("/items/0/shortText"), so that each is drawn with lang="en" on
 * its own element (src/ui/text-language.tsx) while the page's words around it are in the page's language.
 */
export interface EnglishMark {
  englishTexts?: readonly string[];
}

/** A page in a translation's language: the English page with the translation's texts laid over it. */
export interface TranslatedPage {
  document: PageDocument;
}

/**
 * The page a translation makes: the English page (`english`) with every text the translation gives
 * in its place, at the translated address `path` (languages.ts, translatedPath), with no old addresses
 * of its own; whatever it leaves out is the English page's. Its links to pages that are in its language
 * lead there (`links`: each English address's translated one, languages.ts, translationLinks). The
 * validator checks a translation first (translation-checks.ts): here its shape is taken as checked.
 */
export function translatedPage(
  english: PageDocument,
  translation: TranslationDocument,
  path: string,
  links: Readonly<Record<string, string>> = {},
): TranslatedPage {
  const document = ledTo(laidOver(english, textsOf(translation)), links) as PageDocument;
  document.path = path;
  delete document.aliases;
  const { blocks: _blocks, ...own } = english;
  const pageTexts = textsLeftOf(own, translation, PAGE_TEXTS);
  if (pageTexts.length > 0) (document as PageDocument & EnglishMark).englishTexts = pageTexts;
  english.blocks.forEach((block, index) => {
    const englishTexts = textsLeftOf(block, translation.blocks?.[index] ?? {}, BLOCK_TEXTS[block.type]);
    // A copy: the English page's own block objects are the English route's too.
    if (englishTexts.length === 0) return;
    const marked: Block & EnglishMark = { ...document.blocks[index]!, englishTexts };
    document.blocks[index] = marked;
  });
  return { document };
}

/** The places of the English's texts of a place in `places` ("items/shortText") that the translation does not give. */
export function textsLeftOf(english: unknown, translation: unknown, places: readonly string[]): string[] {
  const left: string[] = [];
  const walk = (theirs: unknown, given: unknown, path: (string | number)[]) => {
    if (typeof theirs === "string") {
      const place = path.filter((segment) => typeof segment === "string").join("/");
      if (typeof given !== "string" && places.includes(place)) left.push(pointerOf(path));
    } else if (Array.isArray(theirs)) {
      theirs.forEach((entry, i) => walk(entry, Array.isArray(given) ? given[i] : undefined, [...path, i]));
    } else if (isObject(theirs)) {
      for (const [key, value] of Object.entries(theirs))
        walk(value, isObject(given) ? given[key] : undefined, [...path, key]);
    }
  };
  walk(english, translation, []);
  return left;
}

/**
 * The site's settings, or a form, in a translation's language: the English with every text the
 * translation gives in its place, and its links to pages in that language led there (the menus lead
 * from /ne to /ne/about). Its shape is taken as checked (translation-checks.ts).
 */
export function translatedSettingsOf<T extends object>(
  english: T,
  translation: TranslationDocument,
  links: Readonly<Record<string, string>>,
  /** The places of the texts a translation may give (SITE_TEXTS, FORM_TEXTS): those it leaves are marked. */
  places: readonly string[],
): T & EnglishMark {
  const texts = textsOf(translation);
  const englishTexts = textsLeftOf(english, texts, places);
  return { ...(ledTo(laidOver(english, texts), links) as T), ...(englishTexts.length > 0 && { englishTexts }) };
}

/** What a translation gives of the English file's: all but its own "$schema" and "translatedFrom". */
export function textsOf(translation: TranslationDocument): Record<string, unknown> {
  const {
    translatedFrom: _stamps,
    $schema: _schema,
    ...texts
  } = translation as TranslationDocument & {
    $schema?: string;
  };
  return texts;
}

/** `base` with each value of `over` in its place: objects key by key, lists entry by entry. */
function laidOver(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (Array.isArray(base) && Array.isArray(over)) return base.map((entry, i) => laidOver(entry, over[i]));
  if (isObject(base) && isObject(over)) {
    return Object.fromEntries(Object.entries(base).map(([key, value]) => [key, laidOver(value, over[key])]));
  }
  return over;
}

/** `value`, copied, with each "href" to a page in the translation's language led there: "/about#team" is "/ne/about#team". */
function ledTo(value: unknown, links: Readonly<Record<string, string>>): unknown {
  if (Array.isArray(value)) return value.map((entry) => ledTo(entry, links));
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => {
      if (key !== "href" || typeof entry !== "string") return [key, ledTo(entry, links)];
      const [, path = "", rest = ""] = /^([^?#]*)(.*)$/.exec(entry) ?? [];
      return [key, Object.hasOwn(links, path) ? `${links[path]}${rest}` : entry];
    }),
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
