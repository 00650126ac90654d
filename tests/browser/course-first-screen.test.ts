import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { isShown, launchBrowser, openGuardedPage, press, settled, startScripts } from "./browser";
import { validatePages } from "../../scripts/validator/validate-pages";
import { NEXT_BATCH_ID, plannedBatches } from "../../src/content/next-batch";
import { siteIn } from "../../src/content/site";
import type { CoursePage } from "../../src/generated/page";

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

  it("once its last batch has started, offers 'Tell me when the next batch opens' instead, on its page and its card", async () => {
    const course = validatePages()
      .documents.map(({ document }) => document)
      .find((document): document is CoursePage => document.kind === "course" && plannedBatches(document).length > 0)!;
    const last = plannedBatches(course).at(-1)!.starts;
    const { words } = await siteIn("en");
    const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
    const offer = page.getByRole("button", { name: words.tellMeNextBatch });
    // The day before: its batches under their heading, and no offer.
    await page.clock.setFixedTime(new Date(`${dayAfter(last, -1)}T12:00:00+05:45`));
    await page.goto(`${inject("baseUrl")}${course.path}`, { waitUntil: "load" });
    await page.getByRole("heading", { name: words.nextBatch }).waitFor();
    expect(await offer.count()).toBe(0);
    // Left only once its code has come, so that no request of it is cut short.
    await settled(page);
    // The day after, before the page's code has come: the offer in their place, and no empty heading.
    await page.clock.setFixedTime(new Date(`${dayAfter(last, 1)}T12:00:00+05:45`));
    await page.goto(`${inject("baseUrl")}${course.path}`, { waitUntil: "load" });
    expect(await page.getByRole("heading", { name: words.nextBatch }).count()).toBe(0);
    await press(offer);
    const dialog = page.getByRole("dialog", { name: words.courseInquiry });
    expect(await isShown(dialog)).toBe(true);
    await press(dialog.getByRole("button", { name: words.close }));
    await settled(page);
    // Its card leads there, drawn by the page's code too.
    await page.goto(`${inject("baseUrl")}/courses`, { waitUntil: "load" });
    await startScripts(page);
    const card = page.locator("article", { has: page.getByRole("heading", { name: course.title, exact: true }) });
    await press(card.getByRole("link", { name: new RegExp(`^${words.tellMeNextBatch}`) }));
    await page.waitForURL((url) => url.pathname === course.path && url.hash === `#${NEXT_BATCH_ID}`);
    await offer.waitFor();
    expect(await page.getByRole("heading", { name: words.nextBatch }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** The day `days` after a day ("2026-12-06"). */
function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
