// @vitest-environment node
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { withoutDrafts } from "../../build-plugins/pages-loader/without-drafts.ts";
import { catalogueOf } from "../../build-plugins/pages-loader/pages-modules.ts";
import { validatePages } from "../../validator/validate-pages.ts";
import { PROJECT_ROOT } from "../../lib/project-root.ts";
import { scaffoldPage } from "./scaffold-page.ts";
import type { CoursePage } from "../../../src/generated/page.ts";

// Validating every page of a copy takes a few seconds on a busy machine.
const SLOW = { timeout: 30_000 };
let root: string;

/** A temporary copy of pages/ and public/images, so nothing is written to the real tree. */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "new-page-"));
  cpSync(join(PROJECT_ROOT, "pages"), join(root, "pages"), { recursive: true });
  cpSync(join(PROJECT_ROOT, "public/images"), join(root, "public/images"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Every file under root/pages and root/public with its text, to show a refusal wrote nothing. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of ["pages", "public"]) {
    for (const name of readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })) {
      const file = join(root, folder, name);
      if (name.includes(".")) files.set(file, readFileSync(file, "utf8"));
    }
  }
  return files;
}

describe("scaffoldPage", () => {
  it(
    "starts a course of a category from that category's first course, with the author's sentence and batch, and names what is still that course's",
    SLOW,
    async () => {
      const flutter = JSON.parse(readFileSync(join(root, "pages/courses/flutter-training.json"), "utf8")) as CoursePage;
      const created = await scaffoldPage("course", "Kotlin Training", root, {
        category: "Mobile Apps",
        summary: "  Android apps in Kotlin,   from the first screen to the Play Store ",
        batch: "2027-01-10",
      });
      if (!created.ok) throw new Error(created.message);
      const { document, startedFrom } = created;
      expect(startedFrom).toBe("Flutter");
      if (document.kind !== "course") throw new Error("not a course");
      const intro = document.blocks.find((block) => block.type === "course-intro");
      const flutterIntro = flutter.blocks.find((block) => block.type === "course-intro");
      if (intro?.type !== "course-intro" || flutterIntro?.type !== "course-intro") throw new Error("no introduction");
      // The author's own words: the sentence (made one), the batch, the headings that name the course.
      expect(intro.paragraphs[0]).toBe("Android apps in Kotlin, from the first screen to the Play Store.");
      expect(document.meta.description).toBe(intro.paragraphs[0]);
      expect(document.nextBatches).toEqual({ physical: { starts: "2027-01-10" } });
      expect(intro.heading).toBe("Kotlin Training");
      // The rest is Flutter's, to change.
      expect(intro.facts).toEqual(flutterIntro.facts);
      expect(document.offer).toEqual(flutter.offer);
      expect(document.card.points).toEqual(flutter.card.points);
      expect(JSON.stringify(document)).not.toContain("Replace:");

      const problems = validatePages(root).problems.filter((p) => p.code === "sameWordsAsCourse");
      // Named in the new course only, never in the course it started from.
      expect(new Set(problems.map((p) => p.file))).toEqual(new Set([created.file]));
      expect(problems.map((p) => p.pointer)).toEqual(
        expect.arrayContaining([
          "/card/points/0",
          "/blocks/1/paragraphs/1",
          "/blocks/3/items/0",
          "/blocks/5/items/0/answer",
        ]),
      );
      expect(problems.map((p) => p.pointer)).not.toContain("/blocks/1/paragraphs/0");
      expect(problems[0]).toMatchObject({
        severity: "warning",
        message: "These are the words of “Flutter”, word for word (pages/courses/flutter-training.json).",
      });
    },
  );

  it("refuses a next batch that is not a date, writing nothing", async () => {
    const before = snapshot();
    const refused = await scaffoldPage("course", "Kotlin Training", root, { batch: "next Sunday" });
    expect(refused).toEqual({
      ok: false,
      message: 'The next batch\'s first day must be a date as year-month-day, e.g. "2026-12-06", not "next Sunday".',
    });
    expect(snapshot()).toEqual(before);
  });

  it("writes drafts: valid, their texts to write warnings, listed by the dev server only", SLOW, async () => {
    const course = await scaffoldPage("course", "Kubernetes Training", root);
    const service = await scaffoldPage("service", "Cloud Backup", root);
    expect(course).toMatchObject({ ok: true, file: "pages/courses/kubernetes-training.json" });
    expect(service).toMatchObject({ ok: true, file: "pages/services/cloud-backup.json" });
    expect(existsSync(join(root, "public/images/courses/kubernetes-training.svg"))).toBe(true);
    expect(existsSync(join(root, "public/images/services/cloud-backup.svg"))).toBe(true);

    if (!course.ok || !service.ok) throw new Error("not written");
    expect([course.document.draft, service.document.draft]).toEqual([true, true]);

    const result = validatePages(root);
    expect(result.problems.filter((p) => p.severity === "error")).toEqual([]);
    const ours = result.problems.filter((p) => p.file === course.file || p.file === service.file);
    expect(ours.length).toBeGreaterThan(20);
    expect(ours.filter((p) => p.code !== "unwrittenText" || p.severity !== "warning")).toEqual([]);
    const catalogue = catalogueOf(result);
    expect(catalogue).toContain('{"title":"Kubernetes Training","path":"/kubernetes-training","draft":true}');
    expect(catalogue).toContain('{"title":"Cloud Backup","path":"/cloud-backup","draft":true}');
    const published = catalogueOf(withoutDrafts(result));
    expect(published).not.toContain("/kubernetes-training");
    expect(published).not.toContain("/cloud-backup");
  });

  it("gives the card the marks and the icon the title names, and draws them", async () => {
    const course = await scaffoldPage("course", "Docker and Kubernetes", root);
    const service = await scaffoldPage("service", "Cloud Backup", root);
    if (!course.ok || !service.ok) throw new Error("not written");
    expect(course.document.card).toMatchObject({ logos: ["logos:docker-icon", "logos:kubernetes"] });
    expect(service.document.card).toMatchObject({ icon: "lucide:cloud" });
    const picture = readFileSync(join(root, course.image), "utf8");
    expect(picture.match(/<svg /g)).toHaveLength(3);
    expect(picture).not.toContain("<text");
  });

  it("marks the card's mark to choose when the title names none, and draws no picture yet", SLOW, async () => {
    const course = await scaffoldPage("course", "Business Writing", root);
    const service = await scaffoldPage("service", "Staff Augmentation", root);
    if (!course.ok || !service.ok) throw new Error("not written");
    expect(course.document.card).toMatchObject({ logos: [expect.stringMatching(/^Replace: .*logos:react/)] });
    expect(service.document.card).toMatchObject({ icon: expect.stringMatching(/^Replace: .*lucide:/) });
    expect(course.imageWritten).toBe(false);
    expect(existsSync(join(root, course.image))).toBe(false);
    expect(existsSync(join(root, service.image))).toBe(false);

    const problems = validatePages(root).problems.filter(
      (p) => (p.file === course.file || p.file === service.file) && p.code !== "unwrittenText",
    );
    // Every problem at once: the mark to choose, and the picture not drawn until it is chosen.
    const noPicture = (file: string, pointer: string) =>
      expect.objectContaining({
        file,
        pointer,
        message: expect.stringMatching(/^In .*The picture ".*" is not in public\/\./),
      });
    expect(problems).toEqual([
      noPicture(course.file, "/card/image/src"),
      expect.objectContaining({
        file: course.file,
        pointer: "/card/logos/0",
        message: expect.stringMatching(/^In the card: "logos\[1\]" is still to be filled in: it says "Replace: /),
      }),
      noPicture(service.file, "/card/image/src"),
      expect.objectContaining({
        file: service.file,
        pointer: "/card/icon",
        message: expect.stringMatching(/^In the card: "icon" is still to be filled in: it says "Replace: /),
      }),
      noPicture(service.file, "/blocks/0/image/src"),
    ]);
  });

  it("writes the blocks a course page has, with the text to write marked", async () => {
    const result = await scaffoldPage("course", "C# & .NET Basics", root);
    if (!result.ok) throw new Error(result.message);
    const document = JSON.parse(readFileSync(join(root, result.file), "utf8"));
    expect(document).toMatchObject({
      $schema: "../../schema/page.schema.json",
      path: "/csharp-and-net-basics",
      kind: "course",
      draft: true,
      title: "C# & .NET Basics",
    });
    expect(document.blocks.map((b: { type: string }) => b.type)).toEqual([
      "course-nav",
      "course-intro",
      "class-timings",
      "bullet-list",
      "bullet-list",
      "faq",
      "form",
    ]);
    expect(document.blocks[5].items).toHaveLength(5);
    expect(result.text).toContain('"Replace: ');
    expect(document.meta.title.length).toBeLessThanOrEqual(60);
  });

  it("keeps search titles within 60 characters for long titles", SLOW, async () => {
    const title = "Advanced Cloud Native Application Architecture with Kubernetes";
    const result = await scaffoldPage("course", title, root);
    if (!result.ok) throw new Error(result.message);
    expect(result.document.meta.title.length).toBeLessThanOrEqual(60);
    expect(result.document.meta.description.length).toBeLessThanOrEqual(160);
    const problems = validatePages(root).problems.filter((p) => p.file === result.file);
    // Only the card's warning: its title is longer than a card heading shows in two lines.
    expect(problems.filter((p) => p.code !== "unwrittenText")).toEqual([
      expect.objectContaining({
        pointer: "/title",
        severity: "warning",
        message: expect.stringMatching(/^The title is 62 characters long/),
      }),
    ]);
  });

  it("refuses to overwrite an existing file, and leaves every file as it was", async () => {
    const before = snapshot();
    const result = await scaffoldPage("course", "Frontend Development", root);
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining("pages/courses/frontend-development.json already exists"),
    });
    expect(snapshot()).toEqual(before);
  });

  it("refuses an address another document already uses, even from another folder", async () => {
    const before = snapshot();
    const result = await scaffoldPage("service", "Frontend Development", root);
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining(
        'The address "/frontend-development" is already used by pages/courses/frontend-development.json',
      ),
    });
    expect(existsSync(join(root, "pages/services/frontend-development.json"))).toBe(false);
    expect(snapshot()).toEqual(before);
  });

  it("refuses an address another document has as an alias", async () => {
    const about = join(root, "pages/about.json");
    writeFileSync(
      about,
      readFileSync(about, "utf8").replace('"path": "/about",', '"path": "/about",\n  "aliases": ["/about-us"],'),
    );
    const result = await scaffoldPage("course", "About Us", root);
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining('The address "/about-us" is already used by pages/about.json'),
    });
  });

  it('refuses "home", whose file would be the home page', async () => {
    const result = await scaffoldPage("course", "Home", root);
    expect(result).toEqual({ ok: false, message: expect.stringContaining('"home" is reserved') });
  });

  it.each(["", "   ", "!!!"])("refuses the title %j", async (title) => {
    const before = snapshot();
    const result = await scaffoldPage("course", title, root);
    expect(result.ok).toBe(false);
    expect(snapshot()).toEqual(before);
  });
});
