import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { routeTemplate } from "../../scripts/commands/test-scope/routes-affected";
import { routesInScope } from "../../scripts/commands/test-scope/routes-in-scope";
import { validatePages } from "../../scripts/validator/validate-pages";
import { everySitePage } from "../../src/content/site-routes";
import { siteIn } from "../../src/content/site";
import { languageOfPath } from "../../src/content/translation/languages";
import { LANDMARK_UNIQUE, loadAxeIn, sameNamedLandmarks, violations } from "./axe";
import { isShown, leaveRoute, openGuardedPage, press, startScripts, type GuardedPage } from "./browser";

// Every route and alias at a phone's width, one route of each template at a desktop's (one file
// each, so the two run side by side): the smoke test (loads and hydrates cleanly under the shipped
// headers) and axe with the WCAG 2.2 A and AA rules (contrast, names, landmarks, 24 px targets...),
// plus the states that only exist after a click.
// The page documents and each course category's page.
export const documents = everySitePage(validatePages());
interface Address {
  path: string;
  title: string;
}

/** Every route and alias (those in scope, in a scoped run): the phone, the site's first screen, sees each one. */
export const everyAddress: Address[] = routesInScope(
  documents.flatMap(({ document }) =>
    [document.path, ...(document.aliases ?? [])].map((path) => ({ path, title: document.meta.title })),
  ),
  ({ path }) => path,
).sort((a, b) => a.path.localeCompare(b.path));

/**
 * One route of each template (a course, a service, a category, each single page), and then any page
 * holding a kind of section none of those has: every layout and every section drawn at least once.
 */
export const addressPerTemplate: Address[] = (() => {
  const templates = new Set<string>();
  const sections = new Set<string>();
  const chosen: Address[] = [];
  for (const entry of documents) {
    const types = entry.document.blocks.map((block) => block.type);
    const template = routeTemplate({ file: entry.file, path: entry.document.path });
    if (templates.has(template) && types.every((type) => sections.has(type))) continue;
    templates.add(template);
    types.forEach((type) => sections.add(type));
    chosen.push({ path: entry.document.path, title: entry.document.meta.title });
  }
  return chosen.sort((a, b) => a.path.localeCompare(b.path));
})();

/** A page at `width` with motion off (so axe sees every element where it settles), scripts started. */
export async function openStarted(browser: Browser, width: number, path: string): Promise<GuardedPage> {
  const guarded = await openGuardedPage(browser, { width });
  await loadAxeIn(guarded.context);
  await guarded.page.emulateMedia({ reducedMotion: "reduce" });
  await guarded.page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
  await startScripts(guarded.page);
  return guarded;
}

/** The checks of these routes at one width, in one tab that walks them all. */
export function describeRoutes(width: number, addresses: Address[], browser: () => Browser): void {
  describe(`at ${width} px`, () => {
    // A smoke test (no console error, failed request, hydration warning or request leaving the
    // machine, under the shipped Content-Security-Policy) and axe.
    let guarded: GuardedPage;
    beforeAll(async () => {
      guarded = await openGuardedPage(browser(), { width });
      await loadAxeIn(guarded.context);
      await guarded.page.emulateMedia({ reducedMotion: "reduce" });
    });
    afterAll(async () => {
      await guarded.context.close();
    });

    it.each(addresses)(
      "$path loads cleanly under the CSP, with no WCAG 2.2 AA violation and no two landmarks named alike",
      async ({ path, title }) => {
        const { page, problems } = guarded;
        expect(await leaveRoute(guarded), "left behind by the previous route").toEqual([]);
        const response = await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
        // No script but the site's own files and its one inline script, named by its hash.
        expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[\w+/]+=*';/);
        expect(await page.title()).toBe(title);
        // The WCAG rules and landmark-unique (sameNamedLandmarks' rule) in one pass of axe.
        const found = await violations(page, { also: [LANDMARK_UNIQUE] });
        expect(found.filter((line) => !line.startsWith(`${LANDMARK_UNIQUE} `))).toEqual([]);
        expect(
          found.filter((line) => line.startsWith(`${LANDMARK_UNIQUE} `)),
          "landmarks of one role named alike",
        ).toEqual([]);
        expect(await page.locator("h1").count()).toBe(1);
        for (const landmark of ["banner", "main", "contentinfo"] as const) {
          expect(await page.getByRole(landmark).count(), landmark).toBeGreaterThan(0);
        }
        await page.keyboard.press("Tab");
        const skip = page.locator(":focus");
        // "Skip to content", in the page's language.
        expect(await skip.textContent()).toBe((await siteIn(languageOfPath(path))).words.skipToContent);
        expect(await skip.getAttribute("href")).toBe("#main");
        // The key press started the scripts: hydration must be silent too, and leave the layout at the
        // window's width (on a phone, content wider than the screen would zoom the whole page out).
        await startScripts(page);
        // Swiper's carousels must keep the named group the pre-render drew.
        expect(await sameNamedLandmarks(page), "landmarks of one role named alike, scripts started").toEqual([]);
        expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([
          width,
          width,
        ]);
        expect(problems.splice(0)).toEqual([]);
      },
    );

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
