import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { isShown, launchBrowser, openGuardedPage, press, startScripts } from "./browser";

// A course page's first screen on a phone, as a student from a Facebook post taps it: Enrol leads to the
// page's enrolment form with the course chosen, and a course with no batch planned offers to tell the visitor
// when one opens.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const COURSE = "/frontend-development";

describe("a course page's first screen, on a phone", () => {
  it.each([true, false])(
    "Enrol leads to the enrolment form, its course chosen and its first field focused (scripts on: %s)",
    async (scripts) => {
      const { page, context, problems } = await openGuardedPage(browser, { width: 375, javaScript: scripts });
      await page.goto(`${inject("baseUrl")}${COURSE}`, { waitUntil: "load" });
      if (scripts) await startScripts(page);
      const title = await page.locator("nav[aria-label=Breadcrumb] [aria-current=page]").textContent();
      const enrol = page.getByRole("link", { name: "Enrol", exact: true });
      expect(await enrol.isVisible()).toBe(true);
      expect((await enrol.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height);
      await press(enrol);
      await page.waitForURL((url) => url.hash === "#enrolment-start");
      const form = page.locator("#enrolment form");
      expect(await form.locator("select[name=course]").inputValue()).toBe(title);
      const first = form.locator("input, select, textarea").first();
      expect(await first.evaluate((field) => field === document.activeElement)).toBe(true);
      expect(await first.isVisible()).toBe(true);
      const label = form.locator("label").first();
      expect((await label.boundingBox())!.y).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it("with no batch planned, 'Tell me when the next batch opens' opens the course inquiry, its question written", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
    await page.goto(`${inject("baseUrl")}${COURSE}`, { waitUntil: "load" });
    await press(page.getByRole("button", { name: "Tell me when the next batch opens" }));
    const dialog = page.getByRole("dialog", { name: "Course Inquiry" });
    expect(await isShown(dialog)).toBe(true);
    const message = dialog.getByRole("textbox", { name: /^Message/ });
    await expect.poll(() => message.inputValue()).toMatch(/^Please tell me when the next batch of .+ opens\.$/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
