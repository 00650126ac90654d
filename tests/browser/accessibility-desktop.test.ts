import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isShown, launchBrowser, popoverOf } from "./browser";
import { describeEveryRoute, openStarted } from "./accessibility";
import { violations } from "./axe";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describeEveryRoute(1280, () => browser);

describe("open states at 1280 px", () => {
  it("an open dropdown has no violation", async () => {
    const { page, context } = await openStarted(browser, 1280, "/");
    const services = page.getByRole("button", { name: "SERVICES", exact: true });
    await services.click();
    expect(await isShown(await popoverOf(services))).toBe(true);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("the open course inquiry modal has no violation", async () => {
    const { page, context } = await openStarted(browser, 1280, "/");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await page.getByRole("dialog").waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("an open testimonial has no violation", async () => {
    const { page, context } = await openStarted(browser, 1280, "/");
    await page
      .getByRole("button", { name: /^Read More\.\. from / })
      .first()
      .click();
    await page.getByRole("dialog").waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
