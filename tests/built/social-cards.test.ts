import { JSDOM } from "jsdom";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { validatePages } from "../../scripts/validator/validate-pages";
import { everySitePage } from "../../src/content/site-routes";

// What Facebook, WhatsApp, Viber and X read when a link is shared: every route's Open Graph and
// Twitter tags, and the picture they name, fetched from the served site as a network's crawler
// fetches them (plain HTTP, no script).
const validated = validatePages();
const { site } = validated;
// The page documents and each course category's page.
const documents = everySitePage(validated);
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

async function shareTags(address: string): Promise<Record<string, string | null>> {
  const response = await fetch(`${inject("baseUrl")}${address}`);
  expect(response.status).toBe(address === NOT_FOUND ? 404 : 200);
  const { document } = new JSDOM(await response.text()).window;
  return Object.fromEntries(
    [...document.head.querySelectorAll("meta[property^='og:'], meta[name^='twitter:']")].map((meta) => [
      meta.getAttribute("property") ?? meta.getAttribute("name"),
      meta.getAttribute("content"),
    ]),
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
    const response = await fetch(tags["og:image"]!.replace(SITE_URL, inject("baseUrl")));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
    const { format, width, height } = await sharp(bytes).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
    seen.set(tags["og:image"]!, address);
  });
});

describe("the pictures", () => {
  it("each page has its own, and a page's aliases share it", () => {
    const pictures = new Set(seen.keys());
    const routes = documents.length + 1; // and the 404 page
    expect(pictures.size).toBe(routes);
  });
});
