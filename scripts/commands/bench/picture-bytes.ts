import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { preview } from "vite";
import { phoneOrDesktop } from "../../lib/chromium.ts";
import { buildPhotoSite } from "../../lib/photo-site/build-photo-site.ts";
import { settled, trackRequests } from "../../lib/settled.ts";

const KB = 1024;
/** Issue 40's budget: the pictures a phone at 375 px fetches on a page that shows photos. */
export const PICTURE_BUDGET = 400 * KB;

interface PictureRow {
  path: string;
  phone: number;
  desktop: number;
}

/**
 * Builds a copy of the site with camera photos in it (scripts/lib/photo-site/), then loads each
 * route that shows photos as a phone at 375 px and as a 1280 px screen, scrolled to its end, and adds
 * up the bytes of every picture fetched, read from the built files. Returns the routes over budget.
 */
export async function benchPictureBytes(browser: Browser): Promise<string[]> {
  const start = performance.now();
  const site = await buildPhotoSite("site-bench-photos-");
  const buildSeconds = ((performance.now() - start) / 1000).toFixed(1);
  const server = await preview({ root: site.root, logLevel: "silent", preview: { port: 0, host: "127.0.0.1" } });
  try {
    const address = server.httpServer.address();
    if (!address || typeof address === "string") throw new Error("preview server has no port");
    const baseUrl = `http://127.0.0.1:${address.port}`;
    const rows: PictureRow[] = [];
    for (const path of routesWithPhotos(site.dist)) {
      rows.push({
        path,
        phone: await pictureBytes(browser, baseUrl, site.dist, path, 375),
        desktop: await pictureBytes(browser, baseUrl, site.dist, path, 1280),
      });
    }
    const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(8);
    console.log(
      `\nPictures fetched on the routes that show photos, scrolled to the end (camera photos of 4 to 7 MB with GPS, built in ${buildSeconds} s)`,
    );
    console.log(
      `${"route".padEnd(28)}  ${"phone KB".padStart(8)}  ${"1280 KB".padStart(8)}   budget (phone at 375 px)`,
    );
    const over: string[] = [];
    for (const { path, phone, desktop } of rows) {
      const isOver = phone > PICTURE_BUDGET;
      if (isOver) over.push(`${path}: pictures ${kb(phone).trim()} KB on a phone > ${kb(PICTURE_BUDGET).trim()} KB`);
      console.log(`${path.padEnd(28)}  ${kb(phone)}  ${kb(desktop)}   ${kb(PICTURE_BUDGET)}${isOver ? "  OVER" : ""}`);
    }
    return over;
  } finally {
    await server.close();
    rmSync(site.root, { recursive: true, force: true });
  }
}

/** Every built page whose HTML draws a photo the build made. */
function routesWithPhotos(dist: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("index.html") && !file.startsWith("edit"))
    .filter((file) => readFileSync(join(dist, file), "utf8").includes("<picture"))
    .map((file) => `/${file.slice(0, -"index.html".length)}`.replace(/(.)\/$/, "$1"))
    .sort();
}

async function pictureBytes(browser: Browser, baseUrl: string, dist: string, path: string, width: number) {
  const page = await browser.newPage(phoneOrDesktop(width));
  trackRequests(page);
  const pictures = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === baseUrl && request.resourceType() === "image") pictures.add(url.pathname);
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
  await scrollToEnd(page);
  await page.close();
  return [...pictures].reduce((sum, picture) => sum + statSync(join(dist, decodeURIComponent(picture))).size, 0);
}

/** Down a screen at a time, each time until the page is settled: every lazy picture on the way is fetched. */
async function scrollToEnd(page: Page): Promise<void> {
  await settled(page);
  for (;;) {
    const more = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      return window.scrollY > before;
    });
    await settled(page);
    if (!more) return;
  }
}
