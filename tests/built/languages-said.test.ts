import { readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { validatePages } from "../../scripts/validator/validate-pages";
import { readPageTexts } from "../../scripts/content-layout/read-page-texts";
import { PROJECT_ROOT } from "../../scripts/lib/project-root";
import { translationOf } from "../../scripts/content-layout/content-layout";
import { everySitePage } from "../../src/content/site-routes";
import { languageOfPath } from "../../src/content/translation/languages";

// On a page in Nepali, every text taken from the English (a text its translation leaves, a course or
// service not translated, a category's name) says lang="en" on its own element, and nothing in Nepali does.
const DIST = join(import.meta.dirname, "../../dist");
const validated = validatePages();
const translatedPages = everySitePage(validated)
  .map(({ document }) => document.path)
  .filter((path) => languageOfPath(path) !== "en");

/** Every string of a JSON value. */
const stringsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value.trim()]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : typeof value === "object" && value !== null
        ? Object.values(value).flatMap(stringsOf)
        : [];

const files = readPageTexts(PROJECT_ROOT);
const parsed = [...files].map(([file, text]) => ({ file, strings: stringsOf(JSON.parse(text)) }));
const translationsSay = new Set(parsed.filter(({ file }) => translationOf(file)).flatMap(({ strings }) => strings));
/**
 * The English files' words (pages, site settings, forms) that are words, not an address, a number or a
 * name every language writes alike (what a translation says too, "React").
 */
const englishTexts = new Set(
  parsed
    .filter(({ file }) => !translationOf(file))
    .flatMap(({ strings }) => strings)
    .filter((text) => /[A-Za-z]{2}/.test(text) && !/^(\/|https?:|mailto:|tel:)|@|\.(svg|png|jpe?g|webp)$/.test(text))
    // A phone number's pattern ("98XXXXXXXX").
    .filter((text) => !/^[\d+ X-]+$/.test(text))
    .filter((text) => !translationsSay.has(text)),
);
const DEVANAGARI = /[\u0900-\u097F]/;
const TEXT_ATTRIBUTES = ["alt", "aria-label", "placeholder", "title", "label"];

const bodyOf = (path: string) => new JSDOM(readFileSync(join(DIST, path, "index.html"), "utf8")).window.document.body;

/** Each text of the page's body (and each text attribute), with the language its element says. */
function textsWithLanguage(body: HTMLElement): { text: string; lang: string | undefined }[] {
  const document = body.ownerDocument;
  const said = (element: Element) => element.closest("[lang]")?.getAttribute("lang") ?? undefined;
  const found: { text: string; lang: string | undefined }[] = [];
  const walker = document.createTreeWalker(body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    if (parent.closest("script, style, template")) continue;
    const text = node.textContent!.trim();
    if (text) found.push({ text, lang: said(parent) });
  }
  for (const element of body.querySelectorAll("*")) {
    for (const name of TEXT_ATTRIBUTES) {
      const text = element.getAttribute(name)?.trim();
      if (text) found.push({ text, lang: said(element) });
    }
  }
  return found;
}

describe.each(translatedPages)("%s", (path) => {
  const body = bodyOf(path);
  const texts = textsWithLanguage(body);

  it('says lang="en" on each text taken from the English', () => {
    const unsaid = texts.filter(({ text, lang }) => englishTexts.has(text) && lang !== "en");
    expect([...new Set(unsaid.map(({ text, lang }) => `${text} (${lang})`))]).toEqual([]);
  });

  it("says English only where there is a text (not of a decorative picture's empty one)", () => {
    const empty = [...body.querySelectorAll('[lang="en"]')].filter(
      (element) => !element.textContent?.trim() && !TEXT_ATTRIBUTES.some((name) => element.getAttribute(name)?.trim()),
    );
    expect(empty.map((element) => element.outerHTML.slice(0, 120))).toEqual([]);
  });

  it("says English of nothing in Devanagari", () => {
    const wrong = texts.filter(({ text, lang }) => lang === "en" && DEVANAGARI.test(text));
    expect(wrong.map(({ text }) => text)).toEqual([]);
  });
});
