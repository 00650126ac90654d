/**
 * The languages the site is translated into besides English, its own: each with the folder of pages/
 * its translations are in, the prefix of their addresses, what a reader of it calls it and what staff
 * reading English call it (in a form's e-mail). A page of
 * English at /x is at /ne/x in Nepali (the home page at /ne, which /ne/ shows too), where it is translated.
 */
export const LANGUAGES = {
  ne: { folder: "pages/ne/", prefix: "/ne", name: "नेपाली", inEnglish: "Nepali", locale: "ne_NP" },
} as const;

export type Language = keyof typeof LANGUAGES;
/** A page's language: English, or one it is translated into. */
export type PageLanguage = "en" | Language;

/** The languages the site is translated into. */
export const TRANSLATED_LANGUAGES = Object.keys(LANGUAGES) as Language[];
/** Every language a page can be in, English first. */
export const PAGE_LANGUAGES: readonly PageLanguage[] = ["en", ...TRANSLATED_LANGUAGES];

export const ENGLISH = { name: "English", locale: "en_US" } as const;

/** The address of an English page's translation: /x is /ne/x, / is /ne. */
export function translatedPath(path: string, language: Language): string {
  return `${LANGUAGES[language].prefix}${path === "/" ? "" : path}`;
}

/** The language an address is in, by its prefix. */
export function languageOfPath(path: string): PageLanguage {
  for (const [language, { prefix }] of Object.entries(LANGUAGES) as [Language, (typeof LANGUAGES)[Language]][]) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return language;
  }
  return "en";
}

/**
 * The language of the page at an address: another language's only where the English page has a
 * translation into it (`translated`, by English address), so an address such as /ne/nothing, which no
 * page answers, is drawn as the English site's "not found", as the server's 404 page is.
 */
export function languageOfPage(path: string, translated: Readonly<Record<string, readonly Language[]>>): PageLanguage {
  const language = languageOfPath(path);
  return language !== "en" && translated[englishPath(path)]?.includes(language) ? language : "en";
}

/** The English address a translated one translates: /ne/x is /x, /ne is /. */
export function englishPath(path: string): string {
  const language = languageOfPath(path);
  if (language === "en") return path;
  return path.slice(LANGUAGES[language].prefix.length) || "/";
}

/** A page in one of the languages it is in, at its address there. */
export interface PageVersion {
  language: PageLanguage;
  path: string;
}

/**
 * The addresses of a page in each language it is in, English first (none when it is in English
 * alone): for the head's hreflang alternates and the header's link to the other language.
 */
export function pageVersions(path: string, translated: Readonly<Record<string, readonly Language[]>>): PageVersion[] {
  const english = englishPath(path);
  const languages = translated[english] ?? [];
  if (languages.length === 0) return [];
  return [
    { language: "en", path: english },
    ...languages.map((language) => ({ language, path: translatedPath(english, language) })),
  ];
}

/** What a reader of a page's language calls it, and its Open Graph locale. */
export const languageNamed = (language: PageLanguage) => (language === "en" ? ENGLISH : LANGUAGES[language]);

/** Each English address that has a translation, to its translated one ("/about" to "/ne/about"): what a translated page's links follow. */
export function translationLinks(translatedPaths: readonly string[]): Record<string, string> {
  return Object.fromEntries(translatedPaths.map((path) => [englishPath(path), path]));
}
