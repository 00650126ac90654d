import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { validatePages } from "../../scripts/validator/validate-pages";
import { everySitePage } from "../../src/content/site-routes";
import { launchBrowser, openGuardedPage, startScripts } from "./browser";

const DIST = join(import.meta.dirname, "../../dist");
const validated = validatePages();
const { site } = validated;
// The page documents, each course category's page and the pages in Nepali.
const addresses = everySitePage(validated).flatMap(({ document }) =>
  [document.path, ...(document.aliases ?? [])].map((address) => ({ address, document })),
);

function htmlOf(address: string): string {
  return readFileSync(join(DIST, address === "/" ? "" : address, "index.html"), "utf8");
}

describe("pre-rendered HTML", () => {
  it.each(addresses)("$address holds its title, description, canonical link and text", ({ address, document }) => {
    const html = htmlOf(address);
    const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
    expect(html).toContain(`<title>${escaped(document.meta.title)}</title>`);
    expect(html).toContain(`<meta name="description" content="${escaped(document.meta.description)}" />`);
    const canonical = `${site?.url}${document.path === "/" ? "/" : document.path}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    const body = html.slice(html.indexOf("<body>"));
    expect(body).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  });
});

describe("pages in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("navigates between pages without reloading and updates the title", async () => {
    const { page, problems } = await openGuardedPage(browser, { width: 1280 });
    await page.goto(`${inject("baseUrl")}/courses`, { waitUntil: "load" });
    await startScripts(page);
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.getByRole("link", { name: "Read More about Backend Development" }).click();
    await expect.poll(() => page.locator("h1").textContent()).toContain("Backend");
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.title()).toContain("Backend");
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
