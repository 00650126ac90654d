import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openGuardedPage } from "./browser";

// The scripts are fetched after the page has loaded and start on the visitor's first use. Until
// then the pre-rendered page is whole, and whatever the visitor does meanwhile is answered.
const APP_MODULE = /\/assets\/start-app-[\w-]+\.js$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const started = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-started"));

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
    await page.goto(`${inject("baseUrl")}/frontend-development`, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);

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
    await page.goto(`${inject("baseUrl")}/frontend-development`, { waitUntil: "networkidle" });
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 1500);
    await page.locator("html[data-started]").waitFor({ state: "attached" });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a button pressed is pressed again once they start (the drawer opens)", async () => {
    const { page, context, problems, release } = await openWithScriptsHeld(375, "/about");
    await page.getByRole("button", { name: "More", exact: true }).click();
    expect(await started(page)).toBe(false);
    release();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a click with no touch or key before it (a screen reader's) starts them and is answered", async () => {
    const { page, context, problems, release } = await openWithScriptsHeld(1280, "/mission");
    const about = page.getByRole("button", { name: "ABOUT", exact: true });
    await about.dispatchEvent("click");
    release();
    await expect.poll(() => about.getAttribute("aria-expanded")).toBe("true");
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
    await page.locator("html[data-started]").waitFor({ state: "attached" });
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
    await page.getByRole("button", { name: "Submit" }).click();
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
    await page.getByLabel(/^Résumé/).click();
    await (await chooser).setFiles({ name: "resume.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
    expect(await started(page)).toBe(false);
    release();
    await page.getByText("Please choose an image file (PNG, JPG, GIF or WebP).").waitFor();
    expect(await page.getByLabel(/^Résumé/).inputValue()).toBe("");
    expect(problems).toEqual([]);
    await context.close();
  });
});
