// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readPageTexts } from "../content-layout/read-page-texts.ts";
import { withoutDrafts } from "../build-plugins/pages-loader/without-drafts.ts";
import { allRoutesOf, cardsOf, catalogueOf, courseIndexOf } from "../build-plugins/pages-loader/pages-modules.ts";
import { courseTemplate } from "../commands/scaffold/course-template.ts";
import { createSchemaChecker } from "./schema-files.ts";
import { iconNames } from "./icon-sets.ts";
import { formatProblems, summary } from "./format-problems.ts";
import { listPublicFolder } from "./public-folder.ts";
import { validateTexts } from "./validate-pages.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";
import type { CoursePage } from "../../src/generated/page.ts";

// Drafts, in memory: the committed documents plus a course exactly as `npm run new:course` writes
// it, validated as `npm run validate` would, then served as the dev server and a build serve it.

const DRAFT = "pages/courses/kubernetes-training.json";
const SERVICE = "pages/services/mobile-app-development.json";
const committed = readPageTexts(PROJECT_ROOT);
const checker = createSchemaChecker();
const committedFolder = listPublicFolder(PROJECT_ROOT);
// The card picture the scaffold would draw beside the document.
const publicFolder = (folder: string) =>
  folder === "/images/courses" ? [...committedFolder(folder), "kubernetes-training.svg"] : committedFolder(folder);
const scaffolded = courseTemplate({
  title: "Kubernetes Training",
  slug: "kubernetes-training",
  shortName: "Yeti Bytes",
  order: 900,
  iconNames,
});

function validateWith(edits: Record<string, string>) {
  const texts = new Map(committed);
  for (const [file, text] of Object.entries(edits)) texts.set(file, text);
  return validateTexts(texts, checker, publicFolder);
}

/** The scaffolded course, as a draft or published. */
function course(draft: boolean): string {
  const { draft: _draft, ...rest } = scaffolded;
  return `${JSON.stringify(draft ? scaffolded : rest, null, 2)}\n`;
}

/** Line and column (1-based) of the first character of `marker` in `text`. */
function at(text: string, marker: string): { line: number; column: number } {
  const lines = text.slice(0, text.indexOf(marker)).split("\n");
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

const WORDS = "In the card: This text is still the template's: write the course's own words here.";

describe("drafts", () => {
  it("a new course is a draft, whose texts still to write are warnings, each at its line and column", () => {
    expect(scaffolded.draft).toBe(true);
    const text = course(true);
    const result = validateWith({ [DRAFT]: text });
    const problems = result.problems.filter((p) => p.file === DRAFT);
    expect(problems.length).toBeGreaterThan(20);
    expect(problems.every((p) => p.severity === "warning" && p.code === "unwrittenText")).toBe(true);
    expect(problems.find((p) => p.pointer === "/card/points/0")).toEqual({
      file: DRAFT,
      severity: "warning",
      code: "unwrittenText",
      pointer: "/card/points/0",
      ...at(text, '"Replace: first short point'),
      message: WORDS,
      hint: "The course is a draft, so it stays off the published site until every such text is written and it is published.",
      // Said under its field, the editor's form names no place: the field is the place.
      form: {
        message: "This text is still the template's: write the course's own words here.",
        hint: "The course is a draft, so it stays off the published site until every such text is written and it is published.",
      },
    });
    expect(result.problems.filter((p) => p.severity === "error")).toEqual([]);
    expect(result.documents.map((d) => d.file)).toContain(DRAFT);
  });

  it("counts the texts to write even while another field is wrong, and a mark still to choose once", () => {
    const text = course(true).replace('"logos:kubernetes"', '"Replace: the mark of the main technology taught"');
    const problems = validateWith({ [DRAFT]: text }).problems.filter((p) => p.file === DRAFT);
    const toWrite = problems.filter((p) => p.code === "unwrittenText");
    expect(problems.filter((p) => p.severity === "error").map((p) => p.pointer)).toEqual(["/card/logos/0"]);
    expect(toWrite.length).toBe(problems.length - 1);
    expect(toWrite.length).toBeGreaterThan(20);
  });

  it("the same texts are errors once the course is published, so validate, the build and CI fail", () => {
    const text = course(false);
    const problems = validateWith({ [DRAFT]: text }).problems.filter((p) => p.file === DRAFT);
    expect(problems).toHaveLength(
      validateWith({ [DRAFT]: course(true) }).problems.filter((p) => p.file === DRAFT).length,
    );
    expect(problems.every((p) => p.severity === "error")).toBe(true);
    expect(problems.find((p) => p.pointer === "/meta/description")).toMatchObject({
      ...at(text, '"Replace: one or two sentences'),
      message: "This text is still the template's: write the course's own words here.",
      hint: "A published course cannot show the template's words: write them, or make it a draft again to finish it later.",
    });
  });

  it("a link from a published page to a draft is an error, naming the draft; from a draft it is not", () => {
    const service = committed.get(SERVICE)!;
    const linking = service.replace('"href": "#service-inquiry"', '"href": "/kubernetes-training"');
    const problems = validateWith({ [DRAFT]: course(true), [SERVICE]: linking }).problems.filter(
      (p) => p.file === SERVICE,
    );
    expect(problems).toEqual([
      {
        file: SERVICE,
        severity: "error",
        code: "linkToDraft",
        pointer: "/blocks/0/action/href",
        ...at(linking, '"/kubernetes-training"'),
        message:
          "Kubernetes Training (/kubernetes-training) is a draft: the published site leaves it out, so this link would lead nowhere.",
        hint: `Publish ${DRAFT} first, or link to a published page.`,
        form: {
          message:
            "“Kubernetes Training” (/kubernetes-training) is a draft: the published site leaves it out, so this link would lead nowhere.",
          hint: "Publish that page first, or link to a published page.",
        },
      },
    ]);
    const draftLinking = linking.replace('"kind": "service",', '"kind": "service",\n  "draft": true,');
    expect(
      validateWith({ [DRAFT]: course(true), [SERVICE]: draftLinking }).problems.filter((p) => p.file === SERVICE),
    ).toEqual([]);
  });

  it("the dev server lists a draft, marked; a build leaves it out of routes, lists, cards and so the form's choices and the sitemap", () => {
    const result = validateWith({ [DRAFT]: course(true) });
    expect(allRoutesOf(result)).toContain('"/kubernetes-training"');
    expect(courseIndexOf(result)).toContain(
      '{"title":"Kubernetes Training","path":"/kubernetes-training","category":"other-courses","draft":true}',
    );
    expect(catalogueOf(result)).toContain('"path":"/kubernetes-training","draft":true}');
    expect(cardsOf(result)).toContain('"/kubernetes-training"');

    const published = withoutDrafts(result);
    for (const module of [allRoutesOf, courseIndexOf, catalogueOf, cardsOf])
      expect(module(published)).not.toContain("/kubernetes-training");
    // What a build serves is what it served before drafts existed.
    const before = validateTexts(committed, checker, publicFolder);
    for (const module of [allRoutesOf, courseIndexOf, catalogueOf, cardsOf])
      expect(module(published)).toBe(module(before));
  });

  it("validate prints a draft's texts to write as one entry, a line each, and counts them apart from warnings", () => {
    const { problems, texts } = validateWith({ [DRAFT]: course(true) });
    const entries = formatProblems(problems, texts).filter((entry) => entry.includes(DRAFT));
    expect(entries).toHaveLength(1);
    const [head, ...lines] = entries[0].split("\n");
    expect(head).toMatch(
      /^pages\/courses\/kubernetes-training\.json:\d+:\d+ warning A draft with 2\d texts still to write; the build leaves it out until they are written and it is published\.$/,
    );
    expect(lines).toContain(`  ${DRAFT}:${at(course(true), '"Replace: first short point').line}:7  /card/points/0`);
    expect(summary(problems, texts.size)).toMatch(
      /^✔ \d+ files valid \(0 errors, 1 warning\); 2\d texts still to write in 1 draft$/,
    );
  });

  it("names a draft course's texts still another course's, as one entry, and the other course not at all", () => {
    const flutter = JSON.parse(committed.get("pages/courses/flutter-training.json")!) as CoursePage;
    const copied = { ...scaffolded, card: { ...scaffolded.card, points: flutter.card.points } };
    const text = `${JSON.stringify(copied, null, 2)}\n`;
    const { problems, texts } = validateWith({ [DRAFT]: text });
    const borrowed = problems.filter((p) => p.code === "sameWordsAsCourse");
    expect(borrowed.map((p) => [p.file, p.pointer, p.severity])).toEqual(
      [0, 1, 2].map((i) => [DRAFT, `/card/points/${i}`, "warning"]),
    );
    const entries = formatProblems(borrowed, texts);
    expect(entries).toEqual([
      [
        `${DRAFT}:${at(text, flutter.card.points[0]!).line}:${at(text, flutter.card.points[0]!).column - 1} warning 3 texts are the words of “Flutter”, word for word (pages/courses/flutter-training.json): a new course starts from its category's first course, so write this course's own where they are not true of it.`,
        ...[0, 1, 2].map((i) => {
          const { line, column } = at(text, flutter.card.points[i]!);
          return `  ${DRAFT}:${line}:${column - 1}  /card/points/${i}`;
        }),
      ].join("\n"),
    ]);
    // Finished, the same words are the author's choice: not asked again.
    const { draft: _draft, ...finished } = copied;
    const published = validateWith({ [DRAFT]: `${JSON.stringify(finished, null, 2)}\n` });
    expect(published.problems.filter((p) => p.code === "sameWordsAsCourse")).toEqual([]);
  });
});
