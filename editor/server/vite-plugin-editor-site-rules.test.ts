// @vitest-environment node
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { readPageTexts } from "../../scripts/content-layout/read-page-texts.ts";
import { PROJECT_ROOT } from "../../scripts/lib/project-root.ts";
import type { SchemaChecker } from "../../scripts/validator/create-ajv.ts";
import { createSchemaChecker } from "../../scripts/validator/schema-files.ts";
import { schemaFor } from "../../scripts/content-layout/content-layout.ts";
import type { SiteRules } from "../browser/storage/git/branch-copy.ts";
import { cardArt } from "../../scripts/commands/images/card.ts";
import { editorIconPartsPlugin } from "./vite-plugin-editor-icon-parts.ts";
import { editorSiteRulesPlugin, SITE_RULES_MODULE } from "./vite-plugin-editor-site-rules.ts";

// The schema checks compiled when the editor is built find what the validator's, compiled at run
// time, find: the same errors, links, course references and icons, on every document of the site.
let server: ViteDevServer;
let built: SiteRules;
let code: string;

beforeAll(async () => {
  server = await createServer({
    configFile: false,
    root: PROJECT_ROOT,
    plugins: [editorSiteRulesPlugin(), editorIconPartsPlugin()],
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  ({ builtSiteRules: built } = (await server.ssrLoadModule("/editor/browser/storage/git/site-rules.ts")) as {
    builtSiteRules: SiteRules;
  });
  code = (await server.transformRequest(SITE_RULES_MODULE, { ssr: true }))?.code ?? "";
}, 120_000);
afterAll(() => server?.close());

it("is code, needing no eval to check a document", () => {
  expect(code).toContain("function validate");
  expect(code).not.toMatch(/new Function|\beval\(/);
});

it("finds what the validator finds on every document, links and icons included", () => {
  const runtime: SchemaChecker = createSchemaChecker();
  const compiled = built.schemaChecker();
  const texts = readPageTexts(PROJECT_ROOT);
  let links = 0;
  for (const [file, text] of texts) {
    const schema = schemaFor(file);
    if (!schema) continue;
    // A document with a mistake made on purpose too: a title of the wrong type.
    for (const data of [JSON.parse(text) as object, { ...(JSON.parse(text) as object), title: 7 }]) {
      const expected = runtime.check(schema, data);
      expect(compiled.check(schema, data), file).toEqual(expected);
      links += expected.references.length;
    }
  }
  expect(links).toBeGreaterThan(100);
  expect(compiled.tagValues("type")).toEqual(runtime.tagValues("type"));
});

it("knows the icon sets' names and how an address is written", () => {
  expect(built.iconNames("logos").has("react")).toBe(true);
  expect(new RegExp(built.addressRule().pattern).test("/react-training")).toBe(true);
  expect(new RegExp(built.addressRule().pattern).test("React Training")).toBe(false);
});

it("draws a New page's card picture from the icon parts as npm run new:course draws it", async () => {
  for (const [title, kind, marks] of [
    ["Docker and Kubernetes", "course", ["logos:docker-icon", "logos:kubernetes"]],
    ["React Native", "course", ["devicon:reactnative"]],
    ["Cloud Backup", "service", ["lucide:cloud"]],
  ] as const) {
    const drawn = await built.drawCard(title, kind, marks);
    expect(drawn, title).toMatch(/^<svg /);
    expect(drawn, title).toBe(cardArt(title, kind, marks));
  }
});
