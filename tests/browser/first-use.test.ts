import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openGuardedPage, press, settled } from "./browser";
import { MARKERS } from "../../src/app/boot/markers";

// The scripts are fetched after the page has loaded and start on the visitor's first use. Until
// then the pre-rendered page is the working page (its menus and dialogs are the platform's), and a
// form sent or text typed meanwhile is answered once React takes it over.
const APP_MODULE = /\/assets\/start-app-[\w-]+\.js$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const started = (page: Page) => page.evaluate((name) => document.documentElement.hasAttribute(name), MARKERS.started);

/** A page whose app module is held back until `release()`, so the test acts before the scripts can start. */
async function openWithScriptsHeld(width: number, path: string) {
  const guarded = await openGuardedPage(browser, { width });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await guarded.page.route(APP_MODULE, async (route) => {
    await released;
    await route.continue();
  });
  await guarded.page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
  return { ...guarded, release };
}

describe("before the visitor uses the page", () => {
  it("the page is whole, its scripts are fetched after load, and none of them runs", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
    const requests: { url: string; afterLoad: boolean }[] = [];
    let loaded = false;
    page.on("load", () => (loaded = true));
    page.on("request", (request: Request) => requests.push({ url: request.url(), afterLoad: loaded }));
    await page.goto(`${inject("baseUrl")}/frontend-development`, { waitUntil: "load" });
    // Everything the page fetches once loaded (the app's modules among it) has arrived, and the
    // browser has been idle since.
    await settled(page);

    expect(await page.locator("h1").textContent()).toContain("Frontend");
    const appModule = requests.find(({ url }) => APP_MODULE.test(url));
    expect(appModule, "the app module is fetched").toBeDefined();
    expect(appModule?.afterLoad, "only after the page has loaded").toBe(true);
    expect(await started(page)).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("what the visitor does before the scripts have started is answered", () => {
  it("scrolling starts them, and the page stays where the visitor scrolled it", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
    await page.goto(`${inject("baseUrl")}/frontend-development`, { waitUntil: "load" });
    await settled(page);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 1500);
    await page.locator(`html[${MARKERS.started}]`).waitFor({ state: "attached" });
    await settled(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("More opens the drawer at once, with nothing held for the scripts", async () => {
    const { page, context, problems, release } = await openWithScriptsHeld(375, "/about");
    await page.getByRole("button", { name: "More", exact: true }).tap();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    expect(await started(page)).toBe(false);
    release();
    await page.locator(`html[${MARKERS.started}]`).waitFor({ state: "attached" });
    // Hydration leaves the open drawer as the visitor has it.
    expect(await page.getByRole("dialog", { name: "Menu" }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("text typed into the search is kept and searched", async () => {
    const { page, context, problems, release } = await openWithScriptsHeld(1280, "/");
    const search = page.getByRole("combobox", { name: "Search courses" });
    await search.click();
    await search.pressSequentially("pyth");
    expect(await started(page)).toBe(false);
    release();
    await page.locator(`html[${MARKERS.started}]`).waitFor({ state: "attached" });
    const suggestions = page.getByRole("listbox").getByRole("option");
    await expect.poll(() => suggestions.count()).toBeGreaterThan(0);
    expect(await search.inputValue()).toBe("pyth");
    expect(await suggestions.first().textContent()).toMatch(/python/i);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a form filled and sent is kept and checked, never sent the browser's way", async () => {
    const { page, context, problems, release } = await openWithScriptsHeld(1280, "/frontend-development");
    const name = page.getByLabel("Full Name");
    await name.fill("Sita Sharma");
    await press(page.getByRole("button", { name: "Submit" }));
    expect(await started(page)).toBe(false);
    expect(page.url()).toBe(`${inject("baseUrl")}/frontend-development`);
    release();
    // Sent again once the scripts answer: the empty required fields are reported, the name is kept.
    await page.getByText("Please enter your age.").waitFor();
    expect(await name.inputValue()).toBe("Sita Sharma");
    expect(page.url()).toBe(`${inject("baseUrl")}/frontend-development`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a résumé chosen is checked like one chosen later (a text file is refused)", async () => {
    const { page, context, problems, release } = await openWithScriptsHeld(375, "/career");
    const chooser = page.waitForEvent("filechooser");
    await page.getByLabel(/^Résumé/).tap();
    await (await chooser).setFiles({ name: "resume.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
    expect(await started(page)).toBe(false);
    release();
    await page.getByText("Please choose an image file (PNG, JPG, GIF or WebP).").waitFor();
    expect(await page.getByLabel(/^Résumé/).inputValue()).toBe("");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("polyfills", () => {
  const POLYFILLS = /\/assets\/(popover|invokers-polyfill|dialog-closedby-polyfill)-[\w-]+\.js$/;

  it("none is fetched where the platform has the feature, and each where it lacks one", async () => {
    for (const missing of [false, true]) {
      const { page, context, problems } = await openGuardedPage(browser, { width: 1280 });
      const fetched: string[] = [];
      page.on("request", (request) => {
        const match = POLYFILLS.exec(request.url());
        if (match) fetched.push(match[1]);
      });
      // As an older browser: no popover, no invoker commands, no closedby.
      if (missing) {
        await page.addInitScript(() => {
          delete (HTMLElement.prototype as Partial<HTMLElement>).popover;
          delete (HTMLButtonElement.prototype as Partial<HTMLButtonElement>).commandForElement;
          delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).closedBy;
        });
      }
      await page.goto(`${inject("baseUrl")}/`, { waitUntil: "load" });
      await settled(page);
      expect(fetched.sort()).toEqual(missing ? ["dialog-closedby-polyfill", "invokers-polyfill", "popover"] : []);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
