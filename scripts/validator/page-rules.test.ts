// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readPageTexts } from "../content-layout/read-page-texts.ts";
import { createSchemaChecker } from "./schema-files.ts";
import { summary } from "./format-problems.ts";
import type { Problem } from "./problem.ts";
import { listPublicFolder, type ListPublicFolder } from "./public-folder.ts";
import { validateTexts } from "./validate-pages.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";

// The rules a schema cannot say, checked on the committed documents held in memory with one of
// them edited; each test asserts the line a person is sent to and the words they read.

const COURSE = "pages/courses/frontend-development.json";
const OTHER_COURSE = "pages/courses/backend-development.json";
const HOME = "pages/home.json";
const SERVICE = "pages/services/mobile-app-development.json";
const VISION = "pages/vision.json";
const SITE = "pages/_site.json";
const committed = readPageTexts(PROJECT_ROOT);
const publicFolder = listPublicFolder(PROJECT_ROOT);
const checker = createSchemaChecker();
// Also compiles the schemas, once, outside any test's time limit.
const committedResult = validateTexts(new Map(committed), checker, publicFolder);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Validates every committed document with the given files replaced; problems of those files. */
function validateWith(edits: Record<string, string>, listFolder: ListPublicFolder = publicFolder) {
  const texts = new Map(committed);
  for (const [file, text] of Object.entries(edits)) texts.set(file, text);
  const { problems } = validateTexts(texts, checker, listFolder);
  return problems.filter((p) => p.file in edits);
}

/** One document edited as data, written back the way authors format it. */
function editJson(file: string, edit: (doc: Json) => void): string {
  const doc = JSON.parse(committed.get(file)!) as Json;
  edit(doc);
  return `${JSON.stringify(doc, null, 2)}\n`;
}

function editText(file: string, from: string, to: string): string {
  const text = committed.get(file)!;
  if (!text.includes(from)) throw new Error(`not in ${file}: ${from}`);
  return text.replace(from, to);
}

/** Line and column (1-based) of the first character of `marker` in `text`. */
function at(text: string, marker: string, after = ""): { line: number; column: number } {
  const start = after ? text.indexOf(after) : 0;
  const index = text.indexOf(marker, start);
  if (index < 0 || start < 0) throw new Error(`marker not found: ${marker}`);
  const lines = text.slice(0, index).split("\n");
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

function only(problems: Problem[]): Problem {
  expect(problems.map((p) => p.message)).toHaveLength(1);
  return problems[0];
}

describe("rules beyond the schema", () => {
  it("pass on the committed documents, with no warnings on any page", () => {
    const { problems } = committedResult;
    expect(problems.filter((p) => p.severity === "error")).toEqual([]);
    expect(problems.filter((p) => !p.file.startsWith("pages/_forms/"))).toEqual([]);
  });

  it("a class slot lasts 90 minutes", () => {
    const text = editText(COURSE, '{ "start": "08:30", "end": "10:00" }', '{ "start": "08:30", "end": "10:30" }');
    const problem = only(validateWith({ [COURSE]: text }));
    expect(problem).toMatchObject({
      severity: "error",
      ...at(text, '"10:30"'),
      message: "In block 3 (class-timings): the physical class 08:30–10:30 lasts 120 minutes; classes last 90.",
      hint: 'Set "end" to "10:00".',
    });
  });

  it("a class slot ends after it starts", () => {
    const text = editText(COURSE, '{ "start": "18:00", "end": "19:30" }', '{ "start": "18:00", "end": "06:30" }');
    const problem = only(validateWith({ [COURSE]: text }));
    expect(problem).toMatchObject({
      ...at(text, '"06:30"'),
      message: "In block 3 (class-timings): the online class at 18:00 ends before it starts (06:30).",
      hint: 'Times use the 24-hour clock: 3:00 PM is "15:00".',
    });
  });

  it("a course page has a class-timings block", () => {
    const text = editJson(COURSE, (doc) => {
      doc.blocks = doc.blocks.filter((b: Json) => b.type !== "class-timings");
    });
    const problem = only(validateWith({ [COURSE]: text }));
    expect(problem).toMatchObject({
      severity: "error",
      ...at(text, "[", '"blocks"'),
      message: 'A course page needs a "class-timings" block; this one has none.',
    });
  });

  it("a course page has exactly three physical class times", () => {
    const text = editJson(COURSE, (doc) => {
      doc.blocks[2].physical.pop();
    });
    const problem = only(validateWith({ [COURSE]: text }));
    expect(problem).toMatchObject({
      ...at(text, "[", '"physical"'),
      message: 'In block 3 (class-timings): "physical" needs exactly 3 entries; it has 2.',
      hint: expect.stringMatching(/three/i),
    });
  });

  it("a course card has exactly three points, said plainly", () => {
    const text = editJson(COURSE, (doc) => {
      doc.card.points.push("A fourth point");
    });
    const problem = only(validateWith({ [COURSE]: text }));
    expect(problem).toMatchObject({
      ...at(text, "[", '"points"'),
      message: 'In the card: "points" needs exactly 3 entries; it has 4.',
      hint: expect.stringMatching(/three/i),
    });
    expect(problem.message).not.toMatch(/minItems|maxItems|NOT have|must/);
  });

  it("a picture path names a file in public/, suggesting the closest", () => {
    const text = editText(
      COURSE,
      "/images/courses/frontend-development.svg",
      "/images/courses/frontend-developmnt.svg",
    );
    const problem = only(validateWith({ [COURSE]: text }));
    expect(problem).toMatchObject({
      severity: "error",
      pointer: "/card/image/src",
      ...at(text, '"/images/courses/frontend-developmnt.svg"'),
      message:
        'In the card: The picture "/images/courses/frontend-developmnt.svg" is not in public/. Did you mean "/images/courses/frontend-development.svg"?',
      hint: "Put the file at public/images/courses/frontend-developmnt.svg, or correct the path.",
    });
  });

  it("asks the injected listing, not the disk, and compares capitals exactly", () => {
    const folders: string[] = [];
    const listing: ListPublicFolder = (folder) => {
      folders.push(folder);
      return folder === "/images/courses" ? ["Frontend-Development.svg"] : publicFolder(folder);
    };
    const problem = only(validateWith({ [COURSE]: committed.get(COURSE)! }, listing));
    expect(folders).toContain("/images/courses");
    expect(problem.message).toContain('Did you mean "/images/courses/Frontend-Development.svg"?');
  });

  it("the share image of a page must exist too, with no guess when nothing is close", () => {
    const text = editJson(HOME, (doc) => {
      doc.meta.image = "/images/social/home.png";
    });
    const problem = only(validateWith({ [HOME]: text }));
    expect(problem).toMatchObject({
      pointer: "/meta/image",
      ...at(text, '"/images/social/home.png"'),
      message: 'The picture "/images/social/home.png" is not in public/.',
    });
  });

  it("a picture in a block says which block", () => {
    const text = editText(HOME, '"src": "/images/hero/hero-2.svg"', '"src": "/images/hero/hero-22.svg"');
    const problem = only(validateWith({ [HOME]: text }));
    expect(problem.message).toBe(
      'In block 3 (hero-slider): The picture "/images/hero/hero-22.svg" is not in public/. Did you mean "/images/hero/hero-2.svg"?',
    );
    expect(problem.line).toBe(at(text, '"/images/hero/hero-22.svg"').line);
  });

  it("a picture has alt text unless it is marked decorative", () => {
    const text = editText(COURSE, '"alt": "The HTML5, JavaScript and React logos"', '"alt": " "');
    const problem = only(validateWith({ [COURSE]: text }));
    expect(problem).toMatchObject({
      severity: "error",
      pointer: "/card/image/alt",
      ...at(text, '" "'),
      message: 'In the card: The picture "/images/courses/frontend-development.svg" has no "alt" text.',
      hint: 'Say in "alt" what the picture shows, for people who cannot see it. If it is only decoration, add "decorative": true.',
    });
  });

  it("a drawing (an SVG) is not described as a photo", () => {
    const text = editText(
      COURSE,
      '"alt": "The HTML5, JavaScript and React logos"',
      '"alt": "A photo of our classroom"',
    );
    expect(only(validateWith({ [COURSE]: text }))).toMatchObject({
      severity: "error",
      pointer: "/card/image/alt",
      message:
        'In the card: The picture "/images/courses/frontend-development.svg" is a drawing (an SVG), but its "alt" calls it a photo.',
    });
  });

  it("a decorative picture has an empty alt", () => {
    const marked = editText(
      HOME,
      '"alt": "",\n          "decorative": true',
      '"alt": "",\n          "decorative": false',
    );
    expect(only(validateWith({ [HOME]: marked })).message).toContain('has no "alt" text.');
    const described = editText(
      HOME,
      '"alt": "",\n          "decorative": true',
      '"alt": "A classroom",\n          "decorative": true',
    );
    const problem = only(validateWith({ [HOME]: described }));
    expect(problem).toMatchObject({
      ...at(described, '"A classroom"'),
      message:
        'In block 3 (hero-slider): The picture "/images/hero/hero-1.svg" is marked decorative but has "alt" text.',
    });
  });

  it("the site settings' pictures are checked too", () => {
    const text = editText(SITE, '"decorative": true', '"decorative": false');
    const problem = only(validateWith({ [SITE]: text }));
    expect(problem).toMatchObject({
      file: SITE,
      ...at(text, '""'),
      message: 'The picture "/images/brand/logo.svg" has no "alt" text.',
    });
  });

  it("warns, without failing, about a search title over 60 or a description over 160 characters", () => {
    const title = "Frontend Development Course in Kathmandu, Nepal | Yeti Bytes IT";
    const description = "Learn HTML, CSS, JavaScript and React in about three months. ".repeat(3).trim();
    const text = editJson(COURSE, (doc) => {
      doc.meta.title = title;
      doc.meta.description = description;
    });
    const problems = validateWith({ [COURSE]: text });
    expect(problems).toEqual([
      expect.objectContaining({
        severity: "warning",
        pointer: "/meta/title",
        ...at(text, JSON.stringify(title)),
        message: "The search title is 63 characters long; search results show about 60.",
        hint: "Shorten it to 60 characters or fewer, so it is not cut off.",
      }),
      expect.objectContaining({
        severity: "warning",
        pointer: "/meta/description",
        ...at(text, JSON.stringify(description)),
        message: "The search description is 182 characters long; search results show about 160.",
      }),
    ]);
    expect(summary(problems, 1)).toMatch(/^✔ .*0 errors/);
  });

  it("warns about a search title or description another page has, naming that page", () => {
    const other = JSON.parse(committed.get(OTHER_COURSE)!) as Json;
    const text = editJson(COURSE, (doc) => {
      doc.meta.title = other.meta.title;
    });
    const problems = validateWith({ [COURSE]: text, [OTHER_COURSE]: committed.get(OTHER_COURSE)! });
    expect(problems).toEqual([
      expect.objectContaining({
        file: OTHER_COURSE,
        severity: "warning",
        ...at(committed.get(OTHER_COURSE)!, JSON.stringify(other.meta.title)),
        message: `The search title is the same as in ${COURSE}.`,
      }),
      expect.objectContaining({
        file: COURSE,
        severity: "warning",
        ...at(text, JSON.stringify(other.meta.title)),
        message: `The search title is the same as in ${OTHER_COURSE}.`,
        hint: "Give every page its own title, so search results can tell them apart.",
      }),
    ]);
  });

  it("warns about a course category no other course has, spelt almost as one they have", () => {
    const text = editText(COURSE, '"category": "Web Development"', '"category": "Web Developement"');
    const problems = validateWith({ [COURSE]: text });
    expect(only(problems)).toEqual(
      expect.objectContaining({
        severity: "warning",
        pointer: "/category",
        ...at(text, '"Web Developement"'),
        message:
          'No other course has the category "Web Developement", so it would be listed in a group of its own. Did you mean "Web Development"?',
        hint: "Write it as the other courses do, or keep it to start a new category.",
        form: expect.objectContaining({
          message: expect.stringMatching(/a group of one\. Did you mean “Web Development”\?$/),
        }),
      }),
    );
    expect(summary(problems, 1)).toMatch(/^✔ .*0 errors/);
  });

  it("takes a new category unlike the others', or another letter case of one, as meant", () => {
    for (const category of ["Cloud Computing", "web development"]) {
      const text = editText(COURSE, '"category": "Web Development"', `"category": "${category}"`);
      expect(validateWith({ [COURSE]: text }), category).toEqual([]);
    }
  });

  it("a course mark names an icon of its set, suggesting the closest", () => {
    const text = editText(COURSE, '"logos:react"]', '"logos:reactt"]');
    const problem = only(validateWith({ [COURSE]: text }));
    expect(problem).toMatchObject({
      severity: "error",
      pointer: "/card/logos/2",
      ...at(text, '"logos:reactt"'),
      message: 'In the card: There is no icon "reactt" in the "logos" set. Did you mean "logos:react"?',
      hint: expect.stringContaining("https://icon-sets.iconify.design/logos/"),
    });
  });

  it("a course mark comes from logos or devicon, and the same name there is suggested", () => {
    const text = editText(COURSE, '"logos:html-5"', '"simple-icons:html-5"');
    const problem = only(validateWith({ [COURSE]: text }));
    expect(problem).toMatchObject({
      pointer: "/card/logos/0",
      ...at(text, '"simple-icons:html-5"'),
      message:
        'In the card: "simple-icons:html-5" is not from "logos" or "devicon", the icon sets used here. Did you mean "logos:html-5"?',
    });
    const lucide = only(validateWith({ [COURSE]: editText(COURSE, '"logos:html-5"', '"lucide:code"') }));
    expect(lucide.message).toBe(
      'In the card: "lucide:code" is not from "logos" or "devicon", the icon sets used here.',
    );
  });

  it("accepts a devicon mark and an icon's older name (an alias)", () => {
    const text = editText(COURSE, '"logos:html-5", "logos:javascript"', '"devicon:html5", "logos:tux"');
    expect(validateWith({ [COURSE]: text })).toEqual([]);
  });

  it("a course card needs one to three marks", () => {
    const text = editJson(COURSE, (doc) => {
      doc.card.logos.push("logos:css-3");
    });
    const problem = only(validateWith({ [COURSE]: text }));
    expect(problem).toMatchObject({
      ...at(text, "[", '"logos"'),
      message: 'In the card: "logos" needs at most 3 entries; it has 4.',
    });
  });

  it("a mark still to be chosen says which field to fill in", () => {
    const placeholder = "Replace: the mark of the main technology taught, e.g. logos:react";
    const text = editText(COURSE, '"logos:html-5"', JSON.stringify(placeholder));
    const problem = only(validateWith({ [COURSE]: text }));
    expect(problem).toMatchObject({
      ...at(text, JSON.stringify(placeholder)),
      message: `In the card: "logos[1]" is still to be filled in: it says "${placeholder}".`,
      hint: expect.stringContaining('For example: "logos:react"'),
    });
  });

  it("a service card's Lucide icon must exist, suggesting the closest", () => {
    const text = editText(SERVICE, '"icon": "lucide:smartphone"', '"icon": "lucide:smartphon"');
    const problem = only(validateWith({ [SERVICE]: text }));
    expect(problem).toMatchObject({
      severity: "error",
      pointer: "/card/icon",
      ...at(text, '"lucide:smartphon"'),
      message: 'In the card: There is no icon "smartphon" in the "lucide" set. Did you mean "lucide:smartphone"?',
      hint: expect.stringContaining("https://icon-sets.iconify.design/lucide/"),
    });
  });

  it("a service card's icon is a Lucide icon", () => {
    const text = editText(SERVICE, '"icon": "lucide:smartphone"', '"icon": "logos:android-icon"');
    const problem = only(validateWith({ [SERVICE]: text }));
    expect(problem).toMatchObject({
      ...at(text, '"logos:android-icon"'),
      message: 'In the card: "icon" is not written the right way.',
      hint: expect.stringContaining('"lucide:"'),
    });
  });

  it("a feature-grid icon must exist, saying which block", () => {
    const text = editText(VISION, '"icon": "lucide:rocket"', '"icon": "lucide:rockt"');
    const problem = only(validateWith({ [VISION]: text }));
    expect(problem).toMatchObject({
      pointer: "/blocks/1/items/0/icon",
      ...at(text, '"lucide:rockt"'),
      message: 'In block 2 (feature-grid): There is no icon "rockt" in the "lucide" set. Did you mean "lucide:rocket"?',
    });
  });

  it("a page has exactly one main heading", () => {
    const text = editJson(COURSE, (doc) => {
      doc.blocks.splice(1, 0, { type: "hero", heading: "Second main heading", text: "Another h1." });
    });
    const problem = only(validateWith({ [COURSE]: text }));
    expect(problem).toMatchObject({
      ...at(text, "[", '"blocks"'),
      message: "The page has 2 main headings; it needs exactly one.",
    });
  });
});

describe("a course's next batches", () => {
  it("a batch whose first day has come is a warning at its date, naming the class type", () => {
    const text = editJson(COURSE, (doc) => {
      doc.nextBatches = { physical: { starts: "2020-01-05", seatsLeft: 4 }, online: { starts: "2999-01-05" } };
    });
    const problem = only(validateWith({ [COURSE]: text }));
    expect(problem).toMatchObject({
      file: COURSE,
      severity: "warning",
      pointer: "/nextBatches/physical/starts",
      ...at(text, '"2020-01-05"'),
      message: "The next physical batch started on 2020-01-05: the page no longer shows it.",
      form: { message: "This batch started on 2020-01-05, so the page no longer shows it." },
    });
  });

  it("a course whose every batch has started has none in the future: a warning naming it, at its batches", () => {
    const text = editJson(COURSE, (doc) => {
      doc.nextBatches = { physical: { starts: "2020-01-05" }, online: { starts: "2020-02-02" } };
    });
    const problems = validateWith({ [COURSE]: text }).filter((problem) => problem.file === COURSE);
    const title = (JSON.parse(text) as { title: string }).title;
    expect(problems.map((problem) => problem.pointer)).toEqual([
      "/nextBatches",
      "/nextBatches/physical/starts",
      "/nextBatches/online/starts",
    ]);
    expect(problems[0]).toMatchObject({
      severity: "warning",
      ...at(text, "{", '"nextBatches"'),
      message: `“${title}” has no batch in the future: its page and card offer "Tell me when the next batch opens".`,
    });
  });

  it("a date that is no day is an error", () => {
    const text = editJson(COURSE, (doc) => {
      doc.nextBatches = { online: { starts: "2999-02-30" } };
    });
    expect(only(validateWith({ [COURSE]: text }))).toMatchObject({ severity: "error", ...at(text, '"2999-02-30"') });
  });
});
