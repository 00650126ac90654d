import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { readPageTexts } from "../../scripts/content-layout/read-page-texts";
import { PREVIEW_ADDRESS } from "../../editor/browser/boot/editor-addresses";
import { EDITOR_API } from "../../editor/documents/storage-contract";
import { launchBrowser, openGuardedPage, press } from "./browser";
import { openInEditor } from "./editor-session";
import { truncate } from "../../editor/browser/fields/truncate";
import { startBuiltEditor, type EditorServer } from "../support/built-editor";

// Opening a document in the editor and saving it with no change must leave the file as it was, byte
// for byte: the form adds no default, no empty value and no reordered key, and sends back exactly
// the data it loaded. Every committed document is checked in-process (rjsf's form state in
// editor/browser/form/keep-data-as-is.test.ts, the written bytes in editor/documents/format-document.test.ts);
// here, through the editor's page on a copy of the site, documents that together hold every block
// type, every form and the site settings, so every widget the form draws sends its value back.
const ROOT = join(import.meta.dirname, "../..");
const FILES = [...readPageTexts(ROOT).keys()];
const SAMPLE = everyKindOfContent(readPageTexts(ROOT));

/** The fewest documents, first by name, that hold every block type; every form; the site settings. */
function everyKindOfContent(texts: Map<string, string>): string[] {
  const blockTypes = (text: string) =>
    new Set<string>(JSON.parse(text).blocks?.map(({ type }: { type: string }) => type));
  const missing = new Set([...texts.values()].flatMap((text) => [...blockTypes(text)]));
  const isPage = (file: string) => !file.startsWith("pages/_");
  const sample = [...texts.keys()].filter((file) => !isPage(file));
  const pages = [...texts].filter(([file]) => isPage(file));
  while (missing.size > 0) {
    const covers = ([, text]: [string, string]) => [...blockTypes(text)].filter((type) => missing.has(type)).length;
    const best = pages.reduce((a, b) => (covers(b) > covers(a) ? b : a));
    sample.push(best[0]);
    for (const type of blockTypes(best[1])) missing.delete(type);
  }
  return sample;
}

let editor: EditorServer;
let browser: Browser;
let page: Page;
let problems: string[];

beforeAll(async () => {
  editor = await startBuiltEditor("editor-round-trip-");
  browser = await launchBrowser();
  ({ page, problems } = await openGuardedPage(browser, { width: 1280 }));
  // The preview draws what it is sent and sends nothing back (editor.test.ts shows it working): an
  // empty frame here spares each document the loading of the whole site.
  await page.route(`**${PREVIEW_ADDRESS}`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Preview</title>" }),
  );
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await editor?.close();
});

it("samples documents of every kind from the committed ones", () => {
  expect(FILES.length).toBeGreaterThanOrEqual(49);
  expect(SAMPLE).toContain("pages/_site.json");
  expect(SAMPLE.filter((file) => file.startsWith("pages/_forms/")).length).toBeGreaterThanOrEqual(4);
  expect(SAMPLE.some((file) => file.startsWith("pages/courses/"))).toBe(true);
  expect(SAMPLE.length).toBeLessThan(FILES.length / 2);
});

it.each(SAMPLE)("%s is saved unchanged, byte for byte", async (file) => {
  const before = readFileSync(join(editor.copy, file));
  await openInEditor(page, editor.baseUrl, file, { preview: false });
  const sent = page.waitForRequest(
    (request) => request.method() === "PUT" && request.url().endsWith(`${EDITOR_API}/document`),
  );
  await press(page.getByRole("button", { name: "Save", exact: true }));

  const { data } = (await sent).postDataJSON() as { data: unknown };
  expect(JSON.stringify(data)).toBe(JSON.stringify(JSON.parse(before.toString("utf8"))));
  await expect.poll(() => page.getByRole("status").textContent()).toMatch(/^Saved\./);
  expect(readFileSync(join(editor.copy, file)).equals(before)).toBe(true);
  expect(problems).toEqual([]);
});

it("writes back only what the author changed: one answer's words and the order of two points", async () => {
  const file = "pages/courses/frontend-development.json";
  const before = readFileSync(join(editor.copy, file), "utf8");
  const document = JSON.parse(before) as {
    blocks: { type: string; items: (string | { question: string; answer: string })[] }[];
  };
  const [first, second] = document.blocks[3].items as string[];
  const { answer } = document.blocks[5].items[2] as { answer: string };
  const changed = `${answer} Bring a charger.`;

  await openInEditor(page, editor.baseUrl, file, { preview: false });
  await press(page.locator('li[data-block="5"] h3 button'));
  await page.locator('[data-pointer="/blocks/5/items/2/answer"] textarea').fill(changed);
  await press(page.locator('li[data-block="3"] h3 button'));
  // An entry's buttons name it by its words.
  const moveDown = `Move down: ${truncate(first)}`;
  await press(page.locator('li[data-block="3"]').getByRole("button", { name: moveDown, exact: true }));
  await press(page.getByRole("button", { name: "Save", exact: true }));
  await expect.poll(() => page.getByRole("status").textContent()).toMatch(/^Saved\./);

  const lines = before.split("\n");
  const at = (text: string) => lines.findIndex((line) => line.trim() === `${JSON.stringify(text)},`);
  const [a, b] = [at(first), at(second)];
  [lines[a], lines[b]] = [lines[b], lines[a]];
  const expected = lines.join("\n").replace(JSON.stringify(answer), JSON.stringify(changed));
  expect(readFileSync(join(editor.copy, file), "utf8")).toBe(expected);
  expect(problems).toEqual([]);
});
