import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isShown, launchBrowser, popoverOf, settled } from "./browser";
import { addressPerTemplate, describeRoutes, documents, openStarted } from "./accessibility";
import { violations } from "./axe";

/** The home page's first testimonial: the first slide, in view before and after swiper takes over. */
const FIRST_TESTIMONIAL = documents
  .flatMap(({ document }) => (document.path === "/" ? document.blocks : []))
  .flatMap((block) => (block.type === "testimonial-carousel" ? block.items : []))[0].name;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describeRoutes(1280, addressPerTemplate, () => browser);

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
    const readMore = page.getByRole("button", { name: `Read More.. from ${FIRST_TESTIMONIAL}` });
    // Brought near, the carousel swaps its still frame for swiper's once the browser is idle; the
    // dialog is checked as it opens from swiper's slides (swiper marks its frame).
    await readMore.scrollIntoViewIfNeeded();
    await settled(page);
    await page.locator(".swiper-initialized", { has: readMore }).waitFor();
    await readMore.click();
    await page.getByRole("dialog").waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
