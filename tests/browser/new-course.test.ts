import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { preview, type PreviewServer } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { copySite } from "../../scripts/lib/copy-site";
import { categorySlug } from "../../src/content/catalogue/course-categories";
import { launchBrowser, openGuardedPage } from "./browser";
import { expectCourseFindable, expectCourseInBuild } from "./course-everywhere";
import { testBuildEnv } from "../support/test-build-env";

// docs/adding-a-course.md followed literally, on a copy of a clean checkout: scaffold (a draft) and
// validate; publish too early and be refused; finish, publish, build, and find the course
// everywhere the guide promises, with no code change. A second course, scaffolded in a category,
// written in full but left a draft, is in the same build and nowhere in it: a draft is left out
// for its mark alone. Each test scaffolds its course anew, so each passes alone.
const TITLE = "Kubernetes Training";
const PATH = "/kubernetes-training";
const FILE = "pages/courses/kubernetes-training.json";
const DRAFT_TITLE = "Helm Charts";
const DRAFT_PATH = "/helm-charts";
const DRAFT_FILE = "pages/courses/helm-charts.json";
const DRAFT_CATEGORY = "Cloud, DevOps and Security";
const UNWRITTEN = /"Replace: [^"]*"/g;
let copy: string;
const npm = (...args: string[]) =>
  execFileSync("npm", args, {
    cwd: copy,
    stdio: "pipe",
    encoding: "utf8",
    env: testBuildEnv(),
  });
const built = (file: string) => readFileSync(join(copy, "dist", file), "utf8");

let server: PreviewServer | undefined;
let browser: Browser;

beforeAll(async () => {
  copy = copySite("new-course-");
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
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
  const published = finish(draft).replace(JSON.stringify(written(unwritten.length - 1)), last);
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
  writeFileSync(join(copy, FILE), finish(scaffolded(TITLE, FILE)));
  const draft = scaffolded(DRAFT_TITLE, DRAFT_FILE, "--category", DRAFT_CATEGORY);
  writeFileSync(join(copy, DRAFT_FILE), writeAll(draft));
  expect(JSON.parse(readFileSync(join(copy, DRAFT_FILE), "utf8"))).toMatchObject({
    draft: true,
    category: DRAFT_CATEGORY,
  });
  npm("run", "-s", "validate");
  npm("run", "-s", "build:site");
  expectCourseInBuild(copy, TITLE, PATH);
  expect(built(`${PATH.slice(1)}/index.html`)).not.toContain("data-draft-ribbon");

  expect(existsSync(join(copy, `dist${DRAFT_PATH}`))).toBe(false);
  // Its route, its card (on /courses and its category's page), its line in the sitemap; menus,
  // search and form choices (by title) come from the scripts. Each lists a course of that
  // category, so finding nothing of the draft means something.
  const category = `courses/${categorySlug(DRAFT_CATEGORY)}/index.html`;
  for (const file of ["courses/index.html", category, "index.html", "sitemap.xml"]) {
    expect(built(file), file).toContain("/devops-training");
    expect(built(file), file).not.toContain(DRAFT_PATH);
    expect(built(file), file).not.toContain(DRAFT_TITLE);
  }
  const scripts = readdirSync(join(copy, "dist/assets")).filter((name) => name.endsWith(".js"));
  expect(scripts.some((script) => built(`assets/${script}`).includes("/devops-training"))).toBe(true);
  for (const script of scripts) {
    expect(built(`assets/${script}`), script).not.toContain(DRAFT_PATH);
    expect(built(`assets/${script}`), script).not.toContain(DRAFT_TITLE);
  }

  server = await preview({ root: copy, logLevel: "silent", preview: { port: 0, host: "127.0.0.1" } });
  const address = server.httpServer.address();
  if (!address || typeof address === "string") throw new Error("preview server has no port");
  const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
  await expectCourseFindable(page, `http://127.0.0.1:${address.port}/`, TITLE, PATH, "kubern");
  expect(problems).toEqual([]);
  await context.close();
}, 600_000);

/** The words an author writes in place of the n-th text still to write (each different, as lists need). */
function written(n: number): string {
  return `Written for the course, part ${n + 1}.`;
}

/** The document with every text written, its draft mark kept. */
function writeAll(text: string): string {
  let n = 0;
  return text.replace(UNWRITTEN, () => JSON.stringify(written(n++)));
}

/** The document with every text written and the draft mark gone, as the guide says to publish. */
function finish(text: string): string {
  return writeAll(text).replace(/\n\s*"draft": true,/, "");
}
