import type { Block, PageDocument } from "../../generated/page";

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
 * A block of a translated page that its translation gives no text of: shown in English, and marked so
 * for the renderer (src/render/page.tsx says lang="en" around it).
 */
export interface EnglishMark {
  readonly inEnglish?: true;
}

/** A page in a translation's language: the English page with the translation's texts laid over it. */
export interface TranslatedPage {
  document: PageDocument;
  /** The indexes of the blocks the translation gives no text of: shown in English, and marked so. */
  englishBlocks: number[];
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
  const blocks = translation.blocks ?? [];
  const englishBlocks = english.blocks.flatMap((_, index) =>
    Object.keys(blocks[index] ?? {}).some((key) => key !== "type") ? [] : [index],
  );
  // A copy: the English page's own block objects are the English route's too.
  for (const index of englishBlocks) {
    const marked: Block & EnglishMark = { ...document.blocks[index]!, inEnglish: true };
    document.blocks[index] = marked;
  }
  return { document, englishBlocks };
}

/**
 * The site's settings, or a form, in a translation's language: the English with every text the
 * translation gives in its place, and its links to pages in that language led there (the menus lead
 * from /ne to /ne/about). Its shape is taken as checked (translation-checks.ts).
 */
export function translatedSettingsOf<T extends object>(
  english: T,
  translation: TranslationDocument,
  links: Readonly<Record<string, string>> = {},
): T {
  return ledTo(laidOver(english, textsOf(translation)), links) as T;
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
