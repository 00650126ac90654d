import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openGuardedPage, press, startScripts } from "./browser";

// On a phone, Let's Talk floats over the page's bottom right corner: it must never sit over what the
// visitor is doing (a field being typed into, the Submit button about to be pressed), and the phone
// menu's title must never sit over its list.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const letsTalk = (page: Page) => page.getByRole("button", { name: "Let's Talk" });

/** Whether the element's middle is what a finger there would touch (nothing drawn over it). */
const onTop = (element: Locator) =>
  element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === target || target.contains(hit));
  });

describe("on a phone", () => {
  it.each([true, false])("Let's Talk steps aside while a field has the focus (scripts on: %s)", async (scripts) => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 375, javaScript: scripts });
    await page.goto(`${inject("baseUrl")}/contact`, { waitUntil: "load" });
    expect(await letsTalk(page).isVisible()).toBe(true);
    const message = page.getByLabel(/^Project Details/);
    await message.scrollIntoViewIfNeeded();
    await press(message);
    expect(await message.evaluate((field) => field === document.activeElement)).toBe(true);
    await expect.poll(() => letsTalk(page).isVisible()).toBe(false);
    await page.getByRole("heading", { level: 1 }).tap();
    await expect.poll(() => letsTalk(page).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("Let's Talk steps aside while a form's Submit button is in its corner of the screen", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
    await page.goto(`${inject("baseUrl")}/contact`, { waitUntil: "load" });
    await startScripts(page);
    const submit = page.getByRole("button", { name: "Send Request" });
    // The button low on the screen, where Let's Talk floats (above the bottom bar).
    await submit.evaluate((button) => {
      const { bottom } = button.getBoundingClientRect();
      window.scrollBy(0, bottom - window.innerHeight * 0.85);
    });
    await expect.poll(() => letsTalk(page).isVisible()).toBe(false);
    expect(await onTop(submit)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => letsTalk(page).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the menu's title stays over its list, the list scrolled under it", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
    await page.goto(`${inject("baseUrl")}/`, { waitUntil: "load" });
    await press(page.getByRole("button", { name: "More", exact: true }));
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.waitFor();
    await drawer.evaluate((element) => element.scrollBy(0, 400));
    // Once the entrance has settled, the title is what a finger on it touches.
    await expect.poll(() => onTop(drawer.getByRole("heading", { name: "Menu" }))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
