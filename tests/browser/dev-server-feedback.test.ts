import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { createLogger } from "vite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startDevServer, type DevServer } from "../support/dev-server";
import { launchBrowser, openGuardedPage, settled } from "./browser";

// `npm start` on a copy of the project, so the test can save broken documents without touching pages/.
const COURSE = "pages/courses/frontend-development.json";
const HEADING = "Frontend Development Training";
let copy: string;
/** Vite's own terminal lines, with whether each cleared the screen first (as it does in a terminal). */
const viteLog: { message: string; clear: boolean }[] = [];
let dev: DevServer;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  const logger = createLogger("warn");
  logger.info = (message, options) => viteLog.push({ message, clear: options?.clear ?? false });
  dev = await startDevServer("live-feedback-", { customLogger: logger });
  ({ copy, baseUrl } = dev);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await dev?.close();
});

/** The text of the Vite error overlay, or null when there is none. */
const overlayText = (page: Page) =>
  page.evaluate(
    () => document.querySelector("vite-error-overlay")?.shadowRoot?.querySelector(".window")?.textContent ?? null,
  );

/**
 * The overlay's text once it says `words`, read in the same look: a save the file watcher reports twice
 * redraws the overlay, and a second read could catch the new one still empty.
 */
async function overlayOnceItSays(page: Page, words: string): Promise<string> {
  let text = "";
  await expect.poll(async () => (text = (await overlayText(page)) ?? ""), { timeout: 15_000 }).toContain(words);
  return text;
}

/** Every block type, as the block schemas fix it. */
const blockTypes = () =>
  readdirSync(join(copy, "schema/blocks")).map(
    (file) => JSON.parse(readFileSync(join(copy, "schema/blocks", file), "utf8")).properties.type.const as string,
  );

describe("the block catalogue", () => {
  it("draws every block type at /__blocks", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 1280 });
    await page.goto(`${baseUrl}/__blocks`, { waitUntil: "load" });
    await settled(page);
    await page.getByRole("heading", { level: 1, name: "Block catalogue" }).waitFor();
    const types = blockTypes();
    expect(types.length).toBeGreaterThan(10);
    for (const type of types) await page.getByRole("region", { name: type, exact: true }).waitFor();
    expect(await page.locator("[data-block-catalogue] > section").count()).toBe(types.length);
    expect(await overlayText(page)).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the dev server's live feedback", () => {
  it("shows an invalid save in the browser and the terminal, and the fixed page after the next save", async () => {
    const terminal = vi.spyOn(console, "log");
    const printed = () => terminal.mock.calls.map((args) => args.join(" ")).join("\n");
    const { page, context, problems } = await openGuardedPage(browser, { width: 1280 });
    let loads = 0;
    page.on("load", () => loads++);
    await page.goto(`${baseUrl}/frontend-development`, { waitUntil: "load" });
    await settled(page);
    await page.getByRole("heading", { level: 1, name: HEADING }).waitFor();

    const original = readFileSync(join(copy, COURSE), "utf8");
    const invalid = original.replace('"type": "faq"', '"type": "fqa"');
    const line = invalid.split("\n").findIndex((text) => text.includes('"type": "fqa"')) + 1;
    const column = invalid.split("\n")[line - 1].indexOf('"fqa"') + 1;
    expect(line).toBeGreaterThan(0);
    const logged = viteLog.length;
    writeFileSync(join(copy, COURSE), invalid);

    const where = `${COURSE}:${line}:${column}`;
    const shown = await overlayOnceItSays(page, where);
    expect(shown).toContain('There is no block type "fqa". Did you mean "faq"?');
    expect(shown).toMatch(new RegExp(`> ${line} \\|\\s+"type": "fqa",`));
    expect(shown).toMatch(/hint: Choose one of: .*"faq"/);
    expect(printed()).toContain(where);
    expect(printed()).toContain('Did you mean "faq"?');
    expect(printed()).toMatch(new RegExp(`> ${line} \\|\\s+"type": "fqa",`));
    // The page stays as it was under the overlay, rather than reloading into a missing page.
    expect(loads).toBe(1);

    // A browser opened while the document is invalid shows the problem at once.
    const later = await context.newPage();
    await later.goto(`${baseUrl}/`);
    await overlayOnceItSays(later, where);
    await later.close();

    const fixed = original
      .replace(`"heading": "${HEADING}"`, '"heading": "Frontend Development, Refreshed"')
      .replace("Frontend Development Course in Kathmandu", "Frontend Course, Refreshed");
    writeFileSync(join(copy, COURSE), fixed);

    await page.getByRole("heading", { level: 1, name: "Frontend Development, Refreshed" }).waitFor();
    await expect.poll(() => page.title()).toContain("Frontend Course, Refreshed");
    expect(await overlayText(page)).toBeNull();
    await expect.poll(printed).toMatch(/✔ \d+ files valid/);
    expect(loads).toBe(2);
    // Nothing Vite prints about these saves clears the terminal, and with it the problems above.
    expect(viteLog.slice(logged).filter((entry) => entry.clear)).toEqual([]);
    expect(problems).toEqual([]);
    terminal.mockRestore();
    await context.close();
  });
});

describe("the dev server's site settings and forms", () => {
  it("draws the saved settings and form definitions after their files are saved", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 1280 });
    await page.goto(`${baseUrl}/contact`, { waitUntil: "load" });
    await settled(page);
    await page.getByRole("textbox", { name: /^Full Name/ }).waitFor();
    const files = [join(copy, "pages/_site.json"), join(copy, "pages/_forms/service-inquiry.json")];
    const [site, form] = files.map((file) => readFileSync(file, "utf8"));

    writeFileSync(files[0], site.replace('"name": "Yeti Bytes IT Solutions"', '"name": "Yeti Bytes, Refreshed"'));
    await page.getByText("© Yeti Bytes, Refreshed.").waitFor();
    // The save reloaded the page: its form (and the code it loads) must be back before the next save
    // reloads it again, or that reload cuts those requests short.
    await page.getByRole("textbox", { name: /^Full Name/ }).waitFor();
    writeFileSync(files[1], form.replace('"label": "Full Name"', '"label": "Your Name"'));
    await page.getByRole("textbox", { name: /^Your Name/ }).waitFor();
    expect(await overlayText(page)).toBeNull();
    expect(problems).toEqual([]);

    writeFileSync(files[0], site);
    writeFileSync(files[1], form);
    await context.close();
  });
});
