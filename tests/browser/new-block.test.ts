import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { copySite } from "../../scripts/lib/copy-site";
import { ADDED_BLOCK } from "../../scripts/lib/fixture-site/added-block";
import { FIXTURE_DIST, FIXTURE_SITE } from "../../scripts/lib/fixture-site/build-fixture-site";
import { startBuiltEditor, type EditorServer } from "../support/built-editor";
import { launchBrowser, openGuardedPage, press } from "./browser";
import { fieldAt, openInEditor } from "./editor-session";

// docs/adding-a-block.md, followed with the guide's own text by the fixture site's build
// (scripts/lib/fixture-site/added-block.ts): the block it adds is validated like every block, drawn in
// the build's HTML of the page it was put on, and shown in the page editor in its schema's words.
const { type, page: PAGE_FILE, path } = ADDED_BLOCK;

interface AddedSchema {
  "x-name": string;
  properties: Record<string, { "x-label"?: string }>;
}
const schema = JSON.parse(readFileSync(join(FIXTURE_SITE, `schema/blocks/${type}.schema.json`), "utf8")) as AddedSchema;
const pageText = readFileSync(join(FIXTURE_SITE, PAGE_FILE), "utf8");
const blocks = (JSON.parse(pageText) as { blocks: Record<string, string>[] }).blocks;
const index = blocks.findIndex((block) => block.type === type);
const block = blocks[index];

let copy: string;
let editor: EditorServer;
let browser: Browser;

beforeAll(async () => {
  copy = copySite("new-block-", { from: FIXTURE_SITE });
  editor = await startBuiltEditor("new-block-editor-", { root: FIXTURE_SITE, dist: FIXTURE_DIST });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await editor?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

it("is on the page the guide puts it on", () => {
  expect(index, `${PAGE_FILE} has no "${type}" block`).toBeGreaterThan(-1);
});

it("is validated like every block: a field left out is refused at its block's line", () => {
  const { person: _person, ...unsigned } = block;
  const document = JSON.parse(pageText) as { blocks: unknown[] };
  document.blocks[index] = unsigned;
  const text = `${JSON.stringify(document, null, 2)}\n`;
  writeFileSync(join(copy, PAGE_FILE), text);
  const line = text.slice(0, text.indexOf(`"type": "${type}"`)).split("\n").length - 1;
  const output = (() => {
    try {
      execFileSync("npm", ["run", "-s", "validate"], { cwd: copy, stdio: "pipe", encoding: "utf8" });
    } catch (error) {
      return (error as { stdout: string }).stdout;
    }
    throw new Error(`validate accepted a "${type}" block without "person"`);
  })();
  expect(output).toMatch(new RegExp(`${PAGE_FILE}:${line}:\\d+ error In block ${index + 1} \\(${type}\\): .*"person"`));
});

it("is drawn in the built page's HTML, before any script", () => {
  const html = readFileSync(join(FIXTURE_DIST, path, "index.html"), "utf8");
  const quote = html.match(/<blockquote[^>]*>([\s\S]*?)<\/blockquote>\s*<figcaption[^>]*>([\s\S]*?)<\/figcaption>/);
  expect(quote?.[1]).toContain(block.text);
  expect(quote?.[2]).toBe(block.person);
});

it("is named in the page editor by its schema's words, its fields labelled and filled", async () => {
  const { page, problems } = await openGuardedPage(browser, { width: 1280 });
  await openInEditor(page, editor.baseUrl, PAGE_FILE);
  const toggle = page.locator(`li[data-block="${index}"] h3 button`);
  expect(await toggle.textContent()).toContain(schema["x-name"]);
  await press(toggle);
  for (const field of ["text", "person"]) {
    const label = schema.properties[field]["x-label"]!;
    const input = fieldAt(page, `/blocks/${index}/${field}`);
    expect(await input.inputValue()).toBe(block[field]);
    expect(await page.getByLabel(label).inputValue()).toBe(block[field]);
  }
  // It is offered among the sections an author may add, by its name.
  await press(page.locator('li[data-block="0"]').getByRole("button", { name: /^\+ Add below/ }));
  const chooser = page.getByRole("dialog", { name: /^Add a section/ });
  await chooser.getByLabel(schema["x-name"], { exact: true }).check();
  expect(await chooser.getByRole("heading", { name: `Example of ${schema["x-name"]}` }).count()).toBe(1);
  expect(problems).toEqual([]);
});
