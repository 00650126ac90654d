import { AxeBuilder } from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { validatePages } from "../../scripts/validator/validate-pages";
import { launchBrowser, openGuardedPage, startScripts } from "./browser";

// Landmarks a screen reader lists must be told apart by their names: axe's landmark-unique rule (a
// best practice, so outside the WCAG rules the accessibility walks run) on every route, before and
// after the scripts start (swiper's carousels keep the group the pre-render drew).
const addresses = validatePages().documents.map(({ document }) => document.path);

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await openGuardedPage(browser, { width: 1280 }));
});
afterAll(async () => {
  await browser.close();
});

async function sameNamedLandmarks(): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withRules(["landmark-unique"]).setLegacyMode(true).analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")));
}

describe.each(addresses)("%s", (address) => {
  it("has no two landmarks of one role with the same name", async () => {
    await page.goto(`${inject("baseUrl")}${address}`, { waitUntil: "load" });
    expect(await sameNamedLandmarks()).toEqual([]);
    await startScripts(page);
    expect(await sameNamedLandmarks()).toEqual([]);
  });
});

describe("the check itself", () => {
  it("finds a carousel that is a region named like its section", async () => {
    await page.goto(`${inject("baseUrl")}/`, { waitUntil: "load" });
    await page.evaluate(() =>
      document.querySelector("[aria-roledescription=carousel]")!.setAttribute("role", "region"),
    );
    expect(await sameNamedLandmarks()).not.toEqual([]);
  });
});
