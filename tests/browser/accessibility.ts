import { AxeBuilder } from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { validatePages } from "../../scripts/validator/validate-pages";
import { siteDocuments } from "../../src/content/site-routes";
import { isShown, openGuardedPage, press, startScripts, type GuardedPage } from "./browser";

// Every route and alias at a phone's and a desktop's width (one file each, so the two run side by
// side): the smoke test (loads and hydrates cleanly under the shipped headers) and axe with the
// WCAG 2.2 A and AA rules (contrast, names, landmarks, 24 px targets...), plus the states that only
// exist after a click.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
// The page documents and each course category's page.
const addresses = siteDocuments(validatePages().documents)
  .flatMap(({ document }) =>
    [document.path, ...(document.aliases ?? [])].map((path) => ({ path, title: document.meta.title })),
  )
  .sort((a, b) => a.path.localeCompare(b.path));

/**
 * axe's violations, one readable line each: rule, impact, and where. In axe's legacy mode, which
 * runs in the page itself instead of gathering results in a new blank page: the same rules and
 * results, at half the time (our pages have no frame from another origin, the one thing it skips).
 */
export async function violations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(" ")}`),
  );
}

/** A page at `width` with motion off (so axe sees every element where it settles), scripts started. */
export async function openStarted(browser: Browser, width: number, path: string): Promise<GuardedPage> {
  const guarded = await openGuardedPage(browser, { width });
  await guarded.page.emulateMedia({ reducedMotion: "reduce" });
  await guarded.page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
  await startScripts(guarded.page);
  return guarded;
}

/** The checks of every route at one width, in one tab that walks them all. */
export function describeEveryRoute(width: number, browser: () => Browser): void {
  describe(`at ${width} px`, () => {
    // A smoke test (no console error, failed request, hydration warning or request leaving the
    // machine, under the shipped Content-Security-Policy) and axe.
    let guarded: GuardedPage;
    beforeAll(async () => {
      guarded = await openGuardedPage(browser(), { width });
      await guarded.page.emulateMedia({ reducedMotion: "reduce" });
    });
    afterAll(async () => {
      await guarded.context.close();
    });

    it.each(addresses)("$path loads cleanly under the CSP, with no WCAG 2.2 AA violation", async ({ path, title }) => {
      const { page, problems } = guarded;
      // Leaving the previous route cuts short whatever it had begun loading late (a form scrolled
      // near by a late layout shift): that is not this route's problem, so it is left behind first.
      // Anything else the previous route did after its test ended still counts.
      await page.goto("about:blank");
      expect(problems.filter((problem) => !problem.endsWith("net::ERR_ABORTED"))).toEqual([]);
      problems.length = 0;
      const response = await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self';/);
      expect(await page.title()).toBe(title);
      expect(await violations(page)).toEqual([]);
      expect(await page.locator("h1").count()).toBe(1);
      for (const landmark of ["banner", "main", "contentinfo"] as const) {
        expect(await page.getByRole(landmark).count(), landmark).toBeGreaterThan(0);
      }
      await page.keyboard.press("Tab");
      const skip = page.locator(":focus");
      expect(await skip.textContent()).toMatch(/skip/i);
      expect(await skip.getAttribute("href")).toBe("#main");
      // The key press started the scripts: hydration must be silent too, and leave the layout at the
      // window's width (on a phone, content wider than the screen would zoom the whole page out).
      await startScripts(page);
      expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([
        width,
        width,
      ]);
      expect(problems).toEqual([]);
    });

    it("an open FAQ item has no violation", async () => {
      const { page } = guarded;
      await page.goto(`${inject("baseUrl")}/frontend-development`, { waitUntil: "load" });
      await startScripts(page);
      const question = page.locator("details:has(h3)").first();
      await press(question.locator("summary"));
      expect(await isShown(question)).toBe(true);
      expect(await violations(page)).toEqual([]);
    });
  });
}
