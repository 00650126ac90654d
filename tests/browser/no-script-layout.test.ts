import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { routesInScope } from "../../scripts/commands/test-scope/routes-in-scope";
import { phoneOrDesktop } from "../../scripts/lib/chromium";
import { validatePages } from "../../scripts/validator/validate-pages";
import { everySitePage } from "../../src/content/site-routes";
import { siteIn } from "../../src/content/site";
import { languageOfPath } from "../../src/content/translation/languages";
import { launchBrowser, openGuardedPage, type GuardedPage } from "./browser";

// What a phone gets first is the pre-rendered HTML: laid out at the phone's width before any script
// runs, at every route and alias (those in scope, in a scoped run: npm test -- --since <ref>).
const addresses = routesInScope(
  everySitePage(validatePages()).flatMap(({ document }) => [document.path, ...(document.aliases ?? [])]),
  (path) => path,
).sort();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("every route on a phone, before any script", () => {
  // Each route loads once and is then laid out at each width in turn (a relayout, not a reload:
  // with no script, nothing on the page depends on the width it first had).
  const WIDTHS = [320, 360, 375, 414];
  // One tab walks every route, one test per route (each with its own time limit on a busy machine).
  let guarded: GuardedPage;
  beforeAll(async () => {
    guarded = await openGuardedPage(browser, { width: WIDTHS[0], javaScript: false });
  });
  afterAll(async () => {
    await guarded.context.close();
  });
  it.each(addresses)(
    `%s paints at ${WIDTHS.join(", ")} px, nothing wider, with the bottom bar in view`,
    async (path) => {
      const { page } = guarded;
      await page.setViewportSize(phoneOrDesktop(WIDTHS[0]).viewport!);
      await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
      const wrong: string[] = [];
      // The bottom bar, named in the page's language.
      const bar = `nav[aria-label="${(await siteIn(languageOfPath(path))).words.quickMenu}"]`;
      for (const width of WIDTHS) {
        await page.setViewportSize(phoneOrDesktop(width).viewport!);
        const layout = await page.evaluate(
          (selector) => ({
            innerWidth: window.innerWidth,
            scrollWidth: document.documentElement.scrollWidth,
            barBottom: document.querySelector(selector)!.getBoundingClientRect().bottom,
            innerHeight: window.innerHeight,
          }),
          bar,
        );
        if (layout.innerWidth !== width || layout.scrollWidth > width || layout.barBottom > layout.innerHeight + 1) {
          wrong.push(`${path} at ${width} px: ${JSON.stringify(layout)}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
