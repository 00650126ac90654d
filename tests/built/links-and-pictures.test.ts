import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { expect, it } from "vitest";
import { builtPage } from "../../scripts/commands/test-scope/routes-affected";
import { routesInScope } from "../../scripts/commands/test-scope/routes-in-scope";
import { validatePages } from "../../scripts/validator/validate-pages";
import { siteIn } from "../../src/content/site";
import { everySitePage } from "../../src/content/site-routes";

const site = await siteIn("en");

// Every link and picture of every built page (in a scoped run, of the routes in scope) leads to a file
// of the build, as a static host serves it: a page at /<path>/index.html, anything else as itself.
const DIST = join(import.meta.dirname, "../../dist");
const addresses = routesInScope(
  everySitePage(validatePages()).flatMap(({ document }) => [document.path, ...(document.aliases ?? [])]),
  (path) => path,
)
  .filter((path) => existsSync(builtPage(DIST, path)))
  .sort();

/** Whether the build serves an address of this site (its path, without query or fragment). */
function served(address: string): boolean {
  const path = decodeURI(new URL(address, site.url).pathname);
  const file = join(DIST, path);
  return (existsSync(file) && statSync(file).isFile()) || existsSync(join(file, "index.html"));
}

/** The site's own addresses a page links to or loads, each with where it stands. */
function ownAddresses(document: Document): { address: string; where: string }[] {
  const found: { address: string; where: string }[] = [];
  const add = (address: string | null | undefined, where: string) => {
    if (!address) return;
    const url = new URL(address, site.url);
    if (url.origin === new URL(site.url).origin) found.push({ address: url.pathname, where });
  };
  for (const link of document.querySelectorAll("a[href]"))
    add(link.getAttribute("href"), `a link "${link.textContent?.trim()}"`);
  for (const picture of document.querySelectorAll("img[src]")) add(picture.getAttribute("src"), `a picture`);
  for (const each of document.querySelectorAll("[srcset]"))
    for (const candidate of each.getAttribute("srcset")!.split(",")) add(candidate.trim().split(/\s+/)[0], "a srcset");
  for (const meta of document.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]'))
    add(meta.getAttribute("content"), "the share card");
  for (const link of document.querySelectorAll("link[href]"))
    add(link.getAttribute("href"), `a <link rel="${link.getAttribute("rel")}">`);
  for (const script of document.querySelectorAll("script[src]")) add(script.getAttribute("src"), "a script");
  return found;
}

it("checks at least one built route", () => {
  expect(addresses.length).toBeGreaterThan(0);
});

it.each(addresses)("%s links only to what the build serves, and every picture has its words", (path) => {
  const { document } = new JSDOM(readFileSync(builtPage(DIST, path), "utf8")).window;
  const broken = ownAddresses(document)
    .filter(({ address }) => !served(address))
    .map(({ address, where }) => `${where} at ${address}`);
  expect(broken, `${path}: links and pictures the build does not serve`).toEqual([]);
  const wordless = [...document.querySelectorAll("img:not([alt])")].map((picture) => picture.getAttribute("src"));
  expect(wordless, `${path}: pictures with no alt`).toEqual([]);
});
