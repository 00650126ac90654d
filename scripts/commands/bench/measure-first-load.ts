import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page, Request } from "playwright-core";
import { phoneOrDesktop } from "../../lib/chromium.ts";
import { settled, trackRequests } from "../../lib/settled.ts";

export interface FirstLoad {
  html: number;
  css: number;
  js: number;
  images: number;
  other: number;
  total: number;
  files: string[];
}

/**
 * A tab for first loads as a phone makes them (a Pixel 7 at 375 px: touch, pixel density, mobile
 * viewport; no scrolling): its browser cache is off, as DevTools' "Disable cache" turns it off, so
 * every load fetches every file again. One tab loads address after address: a new tab for each costs
 * the browser more than the load.
 */
export async function firstLoadTab(browser: Browser): Promise<Page> {
  const page = await browser.newPage(phoneOrDesktop(375));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  trackRequests(page);
  return page;
}

/**
 * Loads one address in a tab from firstLoadTab() and adds up the gzip size of every file it fetched,
 * read from dist/: the bytes are exact and the same on every run. The app's modules, prefetched once
 * the page has loaded, count as JavaScript though none of them runs yet.
 */
export async function measureFirstLoad(page: Page, baseUrl: string, dist: string, address: string): Promise<FirstLoad> {
  const fetched: { path: string; type: string }[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url());
    if (url.origin === baseUrl) fetched.push({ path: url.pathname, type: request.resourceType() });
  };
  page.on("request", record);
  await page.goto(`${baseUrl}${address}`, { waitUntil: "load" });
  await settled(page);
  page.off("request", record);
  // Leaving the page ends whatever it would still do; what it fetched is counted.
  await page.goto("about:blank");

  const result: FirstLoad = { html: 0, css: 0, js: 0, images: 0, other: 0, total: 0, files: [] };
  for (const { path, type } of fetched) {
    const file = fileFor(dist, path);
    const bytes = gzipSync(readFileSync(file)).length;
    const key =
      type === "document"
        ? "html"
        : type === "stylesheet"
          ? "css"
          : type === "script" || path.endsWith(".js") // the app's modules are prefetched ("other")
            ? "js"
            : type === "image" || path.endsWith(".svg") // the icon sprite, fetched by <use> ("other")
              ? "images"
              : "other";
    result[key] += bytes;
    result.total += bytes;
    result.files.push(path);
  }
  return result;
}

function fileFor(dist: string, path: string): string {
  const direct = join(dist, decodeURIComponent(path));
  if (existsSync(direct) && statSync(direct).isFile()) return direct;
  return join(direct, "index.html");
}
