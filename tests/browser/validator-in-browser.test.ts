import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type Rollup } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { readPageTexts } from "../../scripts/content-layout/read-page-texts";
import { PROJECT_ROOT } from "../../scripts/lib/project-root";
import { iconNames } from "../../scripts/validator/icon-sets";
import { readSchemaFiles } from "../../scripts/validator/schema-files";
import { validateTexts } from "../../scripts/validator/validate-pages";
import { launchBrowser, openGuardedPage } from "./browser";

// The validator is one: the checks of `npm run validate` (scripts/validator/validate-texts.ts) bundled
// for a browser, with nothing of Node, find in Chromium exactly what they find in Node.
const COURSE = "pages/courses/devops-training.json";
const PREFIXES = ["logos", "devicon", "lucide"] as const;

let bundle: string;
const work = mkdtempSync(join(tmpdir(), "validator-bundle-"));

beforeAll(async () => {
  const entry = join(work, "entry.ts");
  writeFileSync(
    entry,
    [
      `export { checkTexts } from ${JSON.stringify(join(PROJECT_ROOT, "scripts/validator/validate-texts.ts"))};`,
      `export { schemaCheckerFrom } from ${JSON.stringify(join(PROJECT_ROOT, "scripts/validator/create-ajv.ts"))};`,
    ].join("\n"),
  );
  const output = (await build({
    configFile: false,
    root: work,
    logLevel: "silent",
    build: { write: false, minify: false, lib: { entry, formats: ["iife"], name: "validator" } },
  })) as Rollup.RollupOutput[];
  bundle = output[0].output.map((chunk) => (chunk.type === "chunk" ? chunk.code : "")).join("\n");
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The files of public/, by folder ("/images/courses"), as the validator asks for them. */
function publicFolders(): Record<string, string[]> {
  const folders: Record<string, string[]> = {};
  for (const file of readdirSync(join(PROJECT_ROOT, "public"), { recursive: true, encoding: "utf8" })) {
    const slash = file.lastIndexOf("/");
    const folder = slash < 0 ? "" : `/${file.slice(0, slash)}`;
    (folders[folder] ??= []).push(file.slice(slash + 1));
  }
  return folders;
}

it("is bundled for a browser without any of Node", () => {
  expect(bundle).toContain("function checkTexts");
  // (Ajv's own strings hold "require(" for its standalone code: not a call.)
  expect(bundle).not.toMatch(/node:|__vite-browser-external/);
});

it("finds in Chromium what it finds in Node, cross-document checks included", async () => {
  // Three problems a form's author can make: a misspelt icon, a link to no page, and a title another page has.
  const texts = readPageTexts(PROJECT_ROOT);
  const course = JSON.parse(texts.get(COURSE) ?? "{}") as { card: { logos: string[] }; meta: { title: string } };
  course.card.logos[0] = "logos:kubernets";
  const edited = JSON.stringify(course, null, 2).replace('"/contact"', '"/contact-us-now"');
  texts.set(COURSE, edited);
  const inNode = validateTexts(texts).problems;
  expect(inNode.filter((problem) => problem.file === COURSE && problem.severity === "error").length).toBeGreaterThan(0);

  const browser = await launchBrowser();
  try {
    const { page, problems } = await openGuardedPage(browser, { width: 1280 });
    await page.setContent("<!doctype html><title>The validator</title>");
    await page.addScriptTag({ content: bundle });
    const inBrowser = await page.evaluate(
      ({ texts, schemas, icons, folders }) => {
        const { checkTexts, schemaCheckerFrom } = (
          window as unknown as {
            validator: typeof import("../../scripts/validator/validate-texts") &
              typeof import("../../scripts/validator/create-ajv");
          }
        ).validator;
        const names = new Map(Object.entries(icons).map(([prefix, list]) => [prefix, new Set(list)]));
        return checkTexts(new Map(texts), {
          checker: schemaCheckerFrom(schemas),
          listFolder: (folder) => folders[folder] ?? [],
          iconNames: (prefix) => names.get(prefix) ?? new Set(),
        }).problems;
      },
      {
        texts: [...texts],
        schemas: readSchemaFiles(),
        icons: Object.fromEntries(PREFIXES.map((prefix) => [prefix, [...iconNames(prefix)]])),
        folders: publicFolders(),
      },
    );
    expect(inBrowser).toEqual(JSON.parse(JSON.stringify(inNode)));
    expect(problems).toEqual([]);
  } finally {
    await browser.close();
  }
});
