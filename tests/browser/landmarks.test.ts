import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { LANDMARK_UNIQUE, loadAxeIn, sameNamedLandmarks, violations } from "./axe";
import { launchBrowser, openGuardedPage } from "./browser";

// Every route's landmarks are checked by the accessibility walks (accessibility.ts), before and after
// the scripts start, at both widths. This is the control: the check finds what it is there to find.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("the landmark check itself", () => {
  it("finds a carousel that is a region named like its section", async () => {
    const { page, context } = await openGuardedPage(browser, { width: 1280 });
    await loadAxeIn(context);
    await page.goto(`${inject("baseUrl")}/`, { waitUntil: "load" });
    expect(await sameNamedLandmarks(page)).toEqual([]);
    await page.evaluate(() =>
      document.querySelector("[aria-roledescription=carousel]")!.setAttribute("role", "region"),
    );
    expect(await sameNamedLandmarks(page)).not.toEqual([]);
    // The walks run the rule in the same pass as the WCAG rules: it finds it there too.
    const found = await violations(page, { also: [LANDMARK_UNIQUE] });
    expect(found.filter((line) => line.startsWith(`${LANDMARK_UNIQUE} `))).not.toEqual([]);
    await context.close();
  });
});
