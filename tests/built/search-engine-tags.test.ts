import { readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { validatePages } from "../../scripts/validator/validate-pages";
import { everySitePage } from "../../src/content/site-routes";
import { siteIn } from "../../src/content/site";
import { englishPath, languageOfPath } from "../../src/content/translation/languages";

// What a search engine or a link preview reads from the pre-rendered HTML, sitemap and robots.txt.
const DIST = join(import.meta.dirname, "../../dist");
const validated = validatePages();
const { site } = validated;
// The page documents and each course category's page (drawn from /courses's).
const documents = everySitePage(validated);
const SITE_URL = site!.url;
const canonical = (path: string) => `${SITE_URL}${path === "/" ? "/" : path}`;
const headOf = (address: string) =>
  new JSDOM(readFileSync(join(DIST, address === "/" ? "" : address, "index.html"), "utf8")).window.document;
const meta = (doc: Document, key: string) =>
  doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content");
const jsonLdTypes = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => (JSON.parse(script.textContent ?? "") as { "@type": string })["@type"],
  );

describe.each(documents.map(({ document }) => document))("$path", (document) => {
  const doc = headOf(document.path);

  it("has its canonical URL, Open Graph and Twitter card tags, and robots where asked", () => {
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(canonical(document.path));
    expect(meta(doc, "og:title")).toBe(document.meta.title);
    expect(meta(doc, "og:description")).toBe(document.meta.description);
    expect(meta(doc, "og:url")).toBe(canonical(document.path));
    expect(meta(doc, "twitter:card")).toMatch(/^summary/);
    expect(meta(doc, "twitter:title")).toBe(document.meta.title);
    expect(meta(doc, "robots")).toBe(document.meta.robots);
  });

  it("describes itself in JSON-LD", () => {
    const types = jsonLdTypes(doc);
    const expected = [
      document.path === "/" && "EducationalOrganization",
      document.kind === "course" && "Course",
      document.kind === "service" && "Service",
      document.blocks.some((block) => block.type === "course-grid") && "ItemList",
      document.blocks.some((block) => block.type === "faq") && "FAQPage",
      englishPath(document.path) !== "/" && "BreadcrumbList",
    ].filter(Boolean);
    expect(types.sort()).toEqual(expected.sort());
  });
});

// Courses, services and each category of courses: the pages below a listing.
const belowAListing = documents
  .map(({ document }) => document)
  .filter((document) => document.kind !== "page" || document.path.startsWith("/courses/"));
describe.each(belowAListing)("$path", (document) => {
  it("shows the breadcrumb its BreadcrumbList data describes, through its listing", async () => {
    const doc = headOf(document.path);
    // Named in the page's language.
    const { words } = await siteIn(languageOfPath(document.path));
    const data = [...doc.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>)
      .find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] };
    expect(data.itemListElement.slice(0, 2).map((crumb) => crumb.name)).toEqual([
      words.home,
      document.kind === "service" ? words.services : words.courses,
    ]);
    const items = [...doc.querySelectorAll(`nav[aria-label="${words.breadcrumb}"] > ol > li`)];
    expect(items.map((item) => item.textContent?.replace("›", "").trim())).toEqual(
      data.itemListElement.map((crumb) => crumb.name),
    );
    const links = items.slice(0, -1).map((item) => item.querySelector("a")?.getAttribute("href"));
    expect(links.map((href) => canonical(href!))).toEqual(data.itemListElement.slice(0, -1).map((crumb) => crumb.item));
    const current = items.at(-1)!.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe(document.title);
    expect(data.itemListElement.at(-1)?.item).toBe(canonical(document.path));
    expect(items.at(-1)!.querySelector("a")).toBeNull();
  });
});

describe("404 page", () => {
  it("has the full Open Graph and Twitter tags, and is not indexed", () => {
    const doc = new JSDOM(readFileSync(join(DIST, "404.html"), "utf8")).window.document;
    for (const key of ["og:title", "og:description", "og:type", "og:site_name", "og:image", "og:image:alt"])
      expect(meta(doc, key), key).toMatch(/\w/);
    for (const key of ["twitter:title", "twitter:description", "twitter:image"])
      expect(meta(doc, key), key).toMatch(/\w/);
    expect(meta(doc, "twitter:card")).toBe("summary_large_image");
    expect(meta(doc, "og:title")).toBe(doc.title);
    expect(meta(doc, "robots")).toBe("noindex, follow");
  });
});

describe("sitemap and robots", () => {
  it("the sitemap lists every route once, by its absolute canonical URL", () => {
    const sitemap = readFileSync(join(DIST, "sitemap.xml"), "utf8");
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual(documents.map(({ document }) => canonical(document.path)).sort());
  });

  it("robots.txt names the sitemap", () => {
    expect(readFileSync(join(DIST, "robots.txt"), "utf8")).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it("a course's Course data names the course and its provider", () => {
    const course = documents.find(({ document }) => document.kind === "course")!.document;
    const data = [...headOf(course.path).querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>)
      .find((item) => item["@type"] === "Course");
    expect(data).toMatchObject({
      name: course.title,
      url: canonical(course.path),
      provider: { name: site!.brand.name },
    });
  });
});
