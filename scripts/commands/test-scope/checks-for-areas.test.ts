import { describe, expect, it } from "vitest";
import type { SiteRoute } from "../../../src/content/site-routes.ts";
import type { PageDocument } from "../../../src/generated/page.ts";
import { checksForAreas } from "./checks-for-areas.ts";
import { areaOf } from "./code-areas.ts";

const site = (rows: [path: string, file: string, blocks: string[]][]) => ({
  routes: rows.map(([path, file]): SiteRoute => ({ path, addresses: [path], file })),
  documents: rows.map(([path, file, blocks]) => ({
    file,
    document: { path, blocks: blocks.map((type) => ({ type })) } as unknown as PageDocument,
  })),
});
const { routes, documents } = site([
  ["/", "pages/home.json", ["hero-slider", "faq", "stats"]],
  ["/about", "pages/about.json", ["hero", "stats"]],
  ["/python", "pages/courses/python.json", ["course-intro", "faq"]],
  ["/react", "pages/courses/react.json", ["course-intro", "faq"]],
  ["/web", "pages/services/web.json", ["hero"]],
]);

describe("checksForAreas", () => {
  it("a block's component: its unit tests and the route checks of one page of each layout showing that block", () => {
    const checks = checksForAreas(["src/blocks/faq/faq.tsx"], routes, documents);
    expect(checks.unit).toContain("src/blocks/");
    expect(checks.browser).toEqual([]);
    expect(checks.engines).toBe(false);
    // One course page (their layout is one), and the home page; not /about, /web: no FAQ there.
    expect(checks.routes).toEqual([
      { path: "/", why: "shows a faq block" },
      { path: "/python", why: "shows a faq block" },
    ]);
    expect(checks.said).toEqual([
      expect.stringMatching(/^src\/blocks\/faq\/faq\.tsx: a block: .*route checks on 2 pages showing faq/),
    ]);
  });

  it("how a page starts: the failed-file, late-script and sending tests, and the other engines, with no route checks", () => {
    const checks = checksForAreas(["src/runtime/load-part.ts", "src/forms/sending.ts"], routes, documents);
    expect(checks.browser).toContain("tests/browser/failed-files.test.ts");
    expect(checks.browser).toContain("tests/browser/scripts-on-first-use.test.ts");
    expect(checks.engines).toBe(true);
    expect(checks.routes).toEqual([]);
    expect(checks.said).toHaveLength(2);
  });

  it("the styles: one page of each layout, whatever it holds", () => {
    const checks = checksForAreas(["uno.config.ts"], routes, documents);
    expect(checks.routes.map(({ path }) => path)).toEqual(["/", "/about", "/python", "/web"]);
  });

  it("each test is named once, however many files of its area changed", () => {
    const checks = checksForAreas(
      ["scripts/commands/git-hook/install.ts", "scripts/commands/git-hook/pre-receive.ts"],
      routes,
      documents,
    );
    expect(checks.unit).toEqual(["scripts/commands/git-hook/"]);
    expect(checks.browser).toEqual(["tests/browser/editor-git.test.ts"]);
  });
});

describe("areaOf", () => {
  it("knows a block, the boot, the editor's storage, the hooks, the validator, the styles, the runner and the docs", () => {
    for (const file of [
      "src/blocks/faq/faq.tsx",
      "src/runtime/load-part.ts",
      "editor/browser/storage/git-storage.ts",
      "scripts/commands/git-hook/install.ts",
      "scripts/validator/validate-texts.ts",
      "uno.config.ts",
      "scripts/commands/test-scope/decide-scope.ts",
      "docs/performance.md",
    ])
      expect(areaOf(file), file).toBeDefined();
  });

  it("takes the guide to adding a block for the code it is: the fixture site builds what it says", () => {
    expect(areaOf("docs/adding-a-block.md")?.browser).toEqual(["tests/browser/new-block.test.ts"]);
    expect(areaOf("docs/adding-a-course.md")?.browser).toBeUndefined();
  });

  it("knows nothing of what every part rests on: the schemas, the build, the dependencies, the tests' helpers", () => {
    for (const file of ["schema/page.schema.json", "vite.config.ts", "package.json", "tests/browser/browser.ts"])
      expect(areaOf(file), file).toBeUndefined();
  });
});
