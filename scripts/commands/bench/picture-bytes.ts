import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { preview } from "vite";
import { phoneOrDesktop } from "../../lib/chromium.ts";
import {
  buildFixtureSite,
  CAMERA_PHOTOS,
  FIXTURE_DIST,
  type CameraPhoto,
} from "../../lib/fixture-site/build-fixture-site.ts";
import { scrollToEnd } from "../../lib/scroll-to-end.ts";
import { trackRequests } from "../../lib/settled.ts";
import { PROJECT_ROOT } from "../../lib/project-root.ts";

const KB = 1024;
/** Issue 40's budget: the pictures a phone at 375 px fetches on a page that shows photos. */
export const PICTURE_BUDGET = 400 * KB;

interface PictureRow {
  path: string;
  phone: number;
  desktop: number;
}

/**
 * Serves the build of the site with camera photos in it (dist-fixture/dist/, scripts/lib/fixture-site/, built
 * first if missing), then loads each route that shows photos as a phone at 375 px and as a 1280 px
 * screen, scrolled to its end, and adds up the bytes of every picture fetched, read from the built
 * files. Returns the routes over budget.
 */
export async function benchPictureBytes(browser: Browser): Promise<string[]> {
  if (!existsSync(join(FIXTURE_DIST, "index.html"))) await buildFixtureSite();
  const dist = FIXTURE_DIST;
  const server = await preview({
    root: PROJECT_ROOT,
    logLevel: "silent",
    build: { outDir: dist },
    preview: { port: 0, host: "127.0.0.1" },
  });
  try {
    const address = server.httpServer.address();
    if (!address || typeof address === "string") throw new Error("preview server has no port");
    const baseUrl = `http://127.0.0.1:${address.port}`;
    const rows: PictureRow[] = [];
    for (const path of routesWithPhotos(dist)) {
      rows.push({
        path,
        phone: await pictureBytes(browser, baseUrl, dist, path, 375),
        desktop: await pictureBytes(browser, baseUrl, dist, path, 1280),
      });
    }
    const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(8);
    console.log(
      `\nPictures fetched on the routes that show photos, scrolled to the end (dist-fixture/dist/: camera photos of ${cameraMegabytes()} MB with GPS)`,
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
  }
}

/** The sizes of the photos as the camera wrote them ("4.1 to 6.0"). */
function cameraMegabytes(): string {
  const photos = JSON.parse(readFileSync(CAMERA_PHOTOS, "utf8")) as CameraPhoto[];
  const sizes = photos.map((photo) => photo.bytes / KB / KB);
  return `${Math.min(...sizes).toFixed(1)} to ${Math.max(...sizes).toFixed(1)}`;
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
