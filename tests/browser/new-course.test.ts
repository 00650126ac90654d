import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { copySite } from "../../scripts/lib/copy-site";
import { FIXTURE_COURSES, FIXTURE_DIST, FIXTURE_SITE } from "../../scripts/lib/fixture-site/build-fixture-site";
import { finish, UNWRITTEN, writtenText } from "../../scripts/lib/fixture-site/written-course";
import { categorySlug } from "../../src/content/catalogue/course-categories";
import type { CoursePage } from "../../src/generated/page";
import { launchBrowser, openGuardedPage } from "./browser";
import { expectCourseFindable, expectCourseInBuild } from "./course-everywhere";

// docs/adding-a-course.md followed literally: on a copy of a clean checkout, scaffold (a draft) and
// validate, then publish too early and be refused; on the fixture site (scripts/lib/fixture-site/), where
// the same course was scaffolded, finished and published as the guide says, find it everywhere the guide
// promises, with no code change. A second course, scaffolded in a category, written in full but left a
// draft, is in the same build and nowhere in it: a draft is left out for its mark alone.
const { handMade, draft: leftDraft } = FIXTURE_COURSES;
const TITLE = handMade.title;
const FILE = handMade.file;
let copy: string;
const npm = (...args: string[]) => execFileSync("npm", args, { cwd: copy, stdio: "pipe", encoding: "utf8" });
const built = (file: string) => readFileSync(join(FIXTURE_DIST, file), "utf8");

let browser: Browser;

beforeAll(async () => {
  copy = copySite("new-course-");
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  rmSync(copy, { recursive: true, force: true });
});

/** Scaffolds the course as the guide's first step does, in place of any earlier one: its text. */
function scaffolded(title: string, file: string, ...options: string[]): string {
  rmSync(join(copy, file), { force: true });
  npm("run", "-s", "new:course", "--", title, ...options);
  return readFileSync(join(copy, file), "utf8");
}

it("is a draft: validate passes, counting its texts to write", () => {
  expect(scaffolded(TITLE, FILE)).toContain('"draft": true');
  expect(npm("run", "-s", "validate")).toMatch(
    /✔ \d+ files valid \(0 errors, \d+ warnings?\); \d+ texts still to write in 1 draft/,
  );
});

it("published with one text still to write, it is refused by validate at that text's line", () => {
  const draft = scaffolded(TITLE, FILE);
  const unwritten = draft.match(UNWRITTEN) ?? [];
  expect(unwritten.length).toBeGreaterThan(20);
  const last = unwritten.at(-1)!;
  const published = finish(draft).replace(JSON.stringify(writtenText(unwritten.length - 1)), last);
  writeFileSync(join(copy, FILE), published);
  const line = published.slice(0, published.indexOf(last)).split("\n").length;

  const output = (() => {
    try {
      npm("run", "-s", "validate");
    } catch (error) {
      return (error as { stdout: string }).stdout;
    }
    throw new Error("validate accepted a published course with a text still to write");
  })();
  expect(output).toMatch(
    new RegExp(
      `${FILE}:${line}:\\d+ error In block \\d+ \\(faq\\): This text is still the template's: write the course's own words here\\.`,
    ),
  );
  expect(output).toMatch(/✖ 1 error, /);
});

it("finished and published, it has its route, a card on /courses, a line in the sitemap, and is in the search, the drawer and the enrolment form; a draft is nowhere", async () => {
  const fixtureFile = (file: string) => JSON.parse(readFileSync(join(FIXTURE_SITE, file), "utf8")) as CoursePage;
  expect(fixtureFile(FILE)).toMatchObject({ title: TITLE, path: handMade.path });
  expect(fixtureFile(FILE).draft).toBeUndefined();
  expect(fixtureFile(leftDraft.file)).toMatchObject({ draft: true, category: leftDraft.category });
  expectCourseInBuild(FIXTURE_SITE, TITLE, handMade.path);
  expect(built(`${handMade.path.slice(1)}/index.html`)).not.toContain("data-draft-ribbon");

  expect(existsSync(join(FIXTURE_DIST, leftDraft.path))).toBe(false);
  // Its route, its card (on /courses and its category's page), a link in the navigation of its
  // category's courses (AWS's), its line in the sitemap; menus, search and form choices (by title) come
  // from the scripts. Each lists a course of that category, so finding nothing of the draft means something.
  const category = `courses/${categorySlug(leftDraft.category)}/index.html`;
  for (const file of ["courses/index.html", category, "aws-training/index.html", "sitemap.xml"]) {
    expect(built(file), file).toContain("/devops-training");
    expect(built(file), file).not.toContain(leftDraft.path);
    expect(built(file), file).not.toContain(leftDraft.title);
  }
  const scripts = readdirSync(join(FIXTURE_DIST, "assets")).filter((name) => name.endsWith(".js"));
  expect(scripts.some((script) => built(`assets/${script}`).includes("/devops-training"))).toBe(true);
  for (const script of scripts) {
    expect(built(`assets/${script}`), script).not.toContain(leftDraft.path);
    expect(built(`assets/${script}`), script).not.toContain(leftDraft.title);
  }

  const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
  await expectCourseFindable(page, `${inject("fixtureUrl")}/`, TITLE, handMade.path, "kubern");
  expect(problems).toEqual([]);
  await context.close();
});
