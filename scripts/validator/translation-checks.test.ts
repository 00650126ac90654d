// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readPageTexts } from "../content-layout/read-page-texts.ts";
import { createSchemaChecker } from "./schema-files.ts";
import { listPublicFolder } from "./public-folder.ts";
import { validateTexts } from "./validate-pages.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";
import type { EnglishMark } from "../../src/content/translation/translated-page.ts";

// Translations, in memory: the committed pages with one translation changed as an author might.

const FILE = "pages/ne/about.json";
const committed = readPageTexts(PROJECT_ROOT);
const checker = createSchemaChecker();
const publicFolder = listPublicFolder(PROJECT_ROOT);
const about = JSON.parse(committed.get("pages/about.json")!) as { blocks: { type: string; heading?: string }[] };

function validateWith(edits: Record<string, string>) {
  const texts = new Map(committed);
  for (const [file, text] of Object.entries(edits)) texts.set(file, text);
  return validateTexts(texts, checker, publicFolder);
}

/** Line and column (1-based) of the first character of `marker` in `text`. */
function at(text: string, marker: string): { line: number; column: number } {
  const lines = text.slice(0, text.indexOf(marker)).split("\n");
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

const ours = (edits: Record<string, string>) => validateWith(edits).problems.filter((p) => p.file === FILE);

describe("translations", () => {
  it("makes a page at the translated address from the English, its texts laid over it, the blocks it leaves out in English", () => {
    const text = `{
  "title": "हाम्रो बारेमा",
  "blocks": [{ "type": "${about.blocks[0]!.type}", "heading": "हाम्रो बारेमा" }],
  "translatedFrom": {}
}
`;
    const result = validateWith({ [FILE]: text });
    expect(result.problems.filter((p) => p.file === FILE && p.severity === "error")).toEqual([]);
    const page = result.translations.find((t) => t.file === FILE)!;
    expect(page.document).toMatchObject({ path: "/ne/about", title: "हाम्रो बारेमा" });
    expect(page.document.blocks[0]).toMatchObject({ heading: "हाम्रो बारेमा" });
    expect(page.document.blocks).toHaveLength(about.blocks.length);
    // Each text it leaves is marked, to be drawn with lang="en" (text-language.tsx); the heading it gives is not.
    const marks = page.document.blocks.map((block) => (block as EnglishMark).englishTexts ?? []);
    expect(marks[0]).not.toContain("/heading");
    const withHeading = about.blocks.flatMap((block, i) => (i > 0 && "heading" in block ? [i] : []));
    expect(withHeading.length).toBeGreaterThan(0);
    for (const i of withHeading) expect(marks[i]).toContain("/heading");
    // The English page's own blocks are the English route's, and stay unmarked.
    expect(about.blocks.some((block) => (block as EnglishMark).englishTexts)).toBe(false);
    // Its links lead to the pages in Nepali where there are some, and to the English ones elsewhere.
    const hrefs = JSON.stringify(page.document).match(/"href":"[^"]*"/g);
    expect(hrefs).toContain('"href":"/ne/courses"');
    expect(hrefs).toContain('"href":"/mission"');
    expect(hrefs).not.toContain('"href":"/courses"');
  });

  it("refuses another block, a text where the English has none, a value that is not a text, at file:line:col", () => {
    const other = about.blocks[0]!.type === "faq" ? "hero" : "faq";
    const text = `{
  "path": "/ne/about",
  "blocks": [
    { "type": "${other}", "heading": "हाम्रो बारेमा" }
  ],
  "meta": { "robots": "noindex, follow" }
}
`;
    const problems = ours({ [FILE]: text });
    const notAText = (key: string) =>
      `"${key}" is not a text to translate: it is the English page's (an address, a picture, a date, a name).`;
    expect(problems.map((p) => [p.severity, p.pointer, p.line, p.column, p.message])).toEqual(
      expect.arrayContaining([
        ["error", "/path", at(text, '"/ne/about"').line, at(text, '"/ne/about"').column, notAText("path")],
        ["error", "/meta/robots", at(text, '"noindex').line, at(text, '"noindex').column, notAText("robots")],
        [
          "error",
          "/blocks/0/type",
          at(text, `"${other}"`).line,
          at(text, `"${other}"`).column,
          `Block 1 of the English page is a "${about.blocks[0]!.type}", not a "${other}".`,
        ],
      ]),
    );
    expect(result(text)).toBeUndefined();
  });

  it("says a translated text is out of date once its English changes, naming the field, and never keeps it as current", () => {
    const english = about.blocks[0]!.heading!;
    const translation = `{
  "blocks": [{ "type": "${about.blocks[0]!.type}", "heading": "हाम्रो बारेमा" }],
  "translatedFrom": { "/blocks/0/heading": "00000000" }
}
`;
    const stale = ours({ [FILE]: translation });
    expect(stale).toEqual([
      expect.objectContaining({
        severity: "warning",
        code: "translationOutOfDate",
        pointer: "/blocks/0/heading",
        message: `Out of date: the English here changed since this was translated. It now reads “${english}”.`,
        ...at(translation, '"हाम्रो बारेमा"'),
      }),
    ]);
    const unrecorded = ours({ [FILE]: translation.replace(/,\n {2}"translatedFrom": \{[^}]*\}/, "") });
    expect(unrecorded.map((p) => [p.code, p.pointer])).toEqual([["translationNotRecorded", "/blocks/0/heading"]]);
  });

  it("refuses a translation of a page that does not exist", () => {
    const problems = validateWith({ "pages/ne/nowhere.json": `{ "title": "कतै छैन" }\n` }).problems.filter(
      (p) => p.file === "pages/ne/nowhere.json",
    );
    expect(problems.map((p) => [p.severity, p.message])).toEqual([
      ["error", "This translates pages/nowhere.json, which does not exist."],
    ]);
  });
});

describe("translations of the site's settings and of the forms", () => {
  const SITE = "pages/ne/_site.json";
  const english = JSON.parse(committed.get("pages/_site.json")!) as {
    navigation: { label: string; href: string }[];
    words: { next: string; skipToContent: string };
  };
  const siteProblems = (text: string) => validateWith({ [SITE]: text }).problems.filter((p) => p.file === SITE);

  it("lays the site's words over the English, its menus leading to the pages in Nepali, the rest in English", () => {
    const text = `{ "words": { "skipToContent": "मुख्य भागमा जानुहोस्" }, "navigation": [{ "label": "गृहपृष्ठ" }] }\n`;
    const result = validateWith({ [SITE]: text });
    expect(result.problems.filter((p) => p.file === SITE && p.severity === "error")).toEqual([]);
    const nepali = result.siteIn.ne!;
    expect(nepali.words.skipToContent).toBe("मुख्य भागमा जानुहोस्");
    expect(nepali.words.next).toBe(english.words.next);
    expect(nepali.navigation[0]).toEqual({ label: "गृहपृष्ठ", href: "/ne" });
    // The English settings stay as they are.
    expect(result.site!.navigation[0]).toEqual(english.navigation[0]);
  });

  it("refuses a value that is not a text (a phone number, an address), and a word in {braces} left out or added", () => {
    const text = `{
  "phone": "+977 ९८०",
  "words": { "next": "अर्को", "skipToContent": "{what} मा जानुहोस्" }
}
`;
    const found = siteProblems(text).map((p) => [p.code, p.pointer, p.line]);
    expect(found).toEqual(
      expect.arrayContaining([
        ["translationNotAText", "/phone", at(text, '"+977').line],
        ["translationPlaceholders", "/words/next", at(text, '"अर्को"').line],
        ["translationPlaceholders", "/words/skipToContent", at(text, '"{what}').line],
      ]),
    );
    const next = siteProblems(text).find((p) => p.pointer === "/words/next")!;
    expect(next.message).toBe("The site fills in {what} here, as in the English, and this leaves it out.");
  });

  it("lays a form's translation over it, field by field, and leaves the other forms in English", () => {
    const FORM = "pages/ne/_forms/career.json";
    const result = validateWith({ [FORM]: `{ "fields": [{ "label": "पूरा नाम" }] }\n` });
    expect(result.problems.filter((p) => p.file === FORM && p.severity === "error")).toEqual([]);
    const career = result.formsIn.ne!.find((form) => form.id === "career")!;
    const englishCareer = result.forms.find((form) => form.id === "career")!;
    expect(career.fields[0]).toEqual({ ...englishCareer.fields[0], label: "पूरा नाम" });
    expect(career.fields[1]).toEqual(englishCareer.fields[1]);
  });
});

function result(text: string) {
  return validateWith({ [FILE]: text }).translations.find((t) => t.file === FILE);
}
