import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./browser";
import { everyAddress, describeRoutes, openStarted } from "./accessibility";
import { violations } from "./axe";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describeRoutes(375, everyAddress, () => browser);

describe("open states on a 375 px phone", () => {
  it("the open drawer has no violation", async () => {
    const { page, context } = await openStarted(browser, 375, "/");
    await page.getByRole("button", { name: "More", exact: true }).tap();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("the open contact widget has no violation", async () => {
    const { page, context } = await openStarted(browser, 375, "/");
    await page.getByRole("button", { name: "Let's Talk" }).tap();
    await page.getByRole("region", { name: "Let's talk" }).waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
