import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openGuardedPage, press, startScripts } from "./browser";

// A page and its Nepali translation, as a phone gets them: each says its language, names the other in
// its head both ways, and links to it from the header, with scripts off and on.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const site = "https://www.yetibytes.example";

/** The page's language and its alternates in the head, as a search engine reads them. */
const languages = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    alternates: [...document.head.querySelectorAll<HTMLLinkElement>("link[hreflang]")].map(
      (link) => `${link.hreflang} ${link.getAttribute("href")}`,
    ),
    canonical: document.head.querySelector<HTMLLinkElement>("link[rel=canonical]")?.getAttribute("href"),
  }));

const alternates = [`en ${site}/`, `ne ${site}/ne`, `x-default ${site}/`];

describe("a page in Nepali", () => {
  it("is served at /ne in Nepali, its head naming both, its header linking to the English, with no script", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 375, javaScript: false });
    await page.goto(`${inject("baseUrl")}/ne/`);
    expect(await languages(page)).toEqual({ lang: "ne", alternates, canonical: `${site}/ne` });
    await expect.poll(() => page.locator("h1").textContent()).toMatch(/सीप सिक्नुहोस्/);
    // Its links lead to the pages in Nepali.
    expect(await page.getByRole("link", { name: "हामीलाई सम्पर्क गर्नुहोस्" }).getAttribute("href")).toBe("/ne/contact-us");
    // The blocks it does not translate say they are English; so does the site's frame, not translated yet.
    expect(await page.locator('main [lang="en"]').count()).toBeGreaterThan(0);
    expect(await page.locator("main h1").evaluate((h1) => h1.closest("[lang]")?.getAttribute("lang"))).toBe("ne");
    const english = page.getByRole("banner").getByRole("link", { name: "English", exact: true });
    expect(await english.getAttribute("hreflang")).toBe("en");
    await press(english);
    await page.waitForURL(`${inject("baseUrl")}/`);
    expect(await languages(page)).toEqual({ lang: "en", alternates, canonical: `${site}/` });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("says a course's next batch in Bikram Sambat first, in Devanagari digits, the Gregorian after it, with no script", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 375, javaScript: false });
    await page.goto(`${inject("baseUrl")}/ne/reactjs-training`);
    const batch = page.locator("main li[data-starts]").first();
    // "कक्षामा: २० मंसिर २०८३, आइतबार (Sun 6 Dec 2026) देखि · ४ सिट बाँकी"
    expect(await batch.textContent()).toMatch(
      /^कक्षामा: [०-९]{1,2} \S+ [०-९]{4}, \S+बार \((Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} \w{3} \d{4}\) देखि( · [०-९]+ सिट बाँकी)?$/,
    );
    expect(await batch.locator("span[lang=en]").textContent()).toMatch(/^\(\w{3} \d{1,2} \w{3} \d{4}\)$/);
    // No letter of it is spaced out.
    expect(
      await page.locator("main h2", { hasText: "अर्को ब्याच" }).evaluate((h) => getComputedStyle(h).letterSpacing),
    ).toBe("normal");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("is a tap away from its English page once the scripts run, which says its language and alternates as it changes", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
    await page.goto(`${inject("baseUrl")}/mission`);
    await startScripts(page);
    // A page with no translation offers none, and names no other language.
    expect(await page.getByRole("banner").getByRole("link", { name: "नेपाली" }).count()).toBe(0);
    expect((await languages(page)).alternates).toEqual([]);
    await press(page.getByRole("banner").getByRole("link", { name: /Yeti Bytes/ }));
    await page.waitForURL(`${inject("baseUrl")}/`);
    const nepali = page.getByRole("banner").getByRole("link", { name: "नेपाली", exact: true });
    await press(nepali);
    await page.waitForURL(`${inject("baseUrl")}/ne`);
    await expect.poll(() => languages(page)).toEqual({ lang: "ne", alternates, canonical: `${site}/ne` });
    await expect.poll(() => page.locator("h1").textContent()).toMatch(/सीप सिक्नुहोस्/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
