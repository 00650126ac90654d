import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { validatePages } from "../../scripts/validator/validate-pages";
import { siteDocuments } from "../../src/content/site-routes";
import { launchBrowser, leaveRoute, openGuardedPage } from "./browser";

// What Facebook, WhatsApp, Viber and X read when a link is shared: every route's Open Graph and
// Twitter tags, and the picture they name, opened in Chromium as a network's crawler would fetch it.
const validated = validatePages();
const { site } = validated;
// The page documents and each course category's page.
const documents = siteDocuments(validated.documents);
const SITE_URL = site!.url;
const NOT_FOUND = "/no-such-page";
/** Every address, with the path its og:url gives (an alias gives its document's; the 404 page none). */
const addresses: { address: string; path: string | undefined }[] = [
  ...documents.flatMap(({ document }) =>
    [document.path, ...(document.aliases ?? [])].map((address) => ({ address, path: document.path })),
  ),
  { address: NOT_FOUND, path: undefined },
];
const MAX_BYTES = 100 * 1024;

let browser: Browser;
let page: Page;
/** A second tab for the pictures, so that opening one never cuts short the page's own requests. */
let picturePage: Page;
let problems: string[];
beforeAll(async () => {
  browser = await launchBrowser();
  // No script: a network's crawler reads the HTML as served.
  const guarded = await openGuardedPage(browser, { width: 1280, javaScript: false });
  ({ page, problems } = guarded);
  picturePage = await guarded.context.newPage();
});
afterAll(async () => {
  await browser.close();
});

async function shareTags(address: string): Promise<Record<string, string | null>> {
  expect(await leaveRoute({ page, problems }), "left behind by the previous route").toEqual([]);
  await page.goto(`${inject("baseUrl")}${address}`, { waitUntil: "load" });
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.head.querySelectorAll("meta[property^='og:'], meta[name^='twitter:']")].map((meta) => [
        meta.getAttribute("property") ?? meta.getAttribute("name"),
        meta.getAttribute("content"),
      ]),
    ),
  );
}

const seen = new Map<string, string>();

describe.each(addresses)("$address", ({ address, path }) => {
  it("names a 1200×630 share picture under 100 KB, with its alt text, in Open Graph and Twitter tags", async () => {
    const tags = await shareTags(address);
    expect(tags).toMatchObject({
      "og:type": "website",
      "og:site_name": site!.brand.name,
      "og:image:width": "1200",
      "og:image:height": "630",
      "twitter:card": "summary_large_image",
    });
    for (const key of ["og:title", "og:description", "og:image:alt", "twitter:title", "twitter:description"])
      expect(tags[key], key).toMatch(/\w/);
    expect(tags["og:image"]).toMatch(new RegExp(`^${SITE_URL}/images/social/[a-z0-9-]+-[0-9a-f]{10}\\.png$`));
    expect(tags["twitter:image"]).toBe(tags["og:image"]);
    expect(tags["og:url"]).toBe(path && `${SITE_URL}${path === "/" ? "/" : path}`);

    // The picture, served by the site under the address the tags give (the site's own origin here).
    const url = tags["og:image"]!.replace(SITE_URL, inject("baseUrl"));
    const response = await picturePage.goto(url);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-type"]).toBe("image/png");
    const bytes = await response!.body();
    expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
    const size = await picturePage.evaluate(() => {
      const image = document.querySelector("img")!;
      return { width: image.naturalWidth, height: image.naturalHeight };
    });
    expect(size).toEqual({ width: 1200, height: 630 });
    // The unknown address is answered 404, as it should be, which Chromium logs.
    seen.set(tags["og:image"]!, address);
    // Emptied as they are checked, so that one route's problem fails that route alone.
    const found = problems.splice(0).filter((problem) => address !== NOT_FOUND || !/status of 404/.test(problem));
    expect(found).toEqual([]);
  });
});

describe("the pictures", () => {
  it("each page has its own, and a page's aliases share it", () => {
    const pictures = new Set(seen.keys());
    const routes = documents.length + 1; // and the 404 page
    expect(pictures.size).toBe(routes);
  });
});
