import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CAMERA_MAKE, cameraTraces } from "../../scripts/lib/fixture-site/camera-photo";
import {
  CAMERA_PHOTOS,
  FIXTURE_DIST,
  FIXTURE_PHOTOS,
  type CameraPhoto,
} from "../../scripts/lib/fixture-site/build-fixture-site";
import { scrollToEnd } from "../../scripts/lib/scroll-to-end";
import { launchBrowser, openGuardedPage, startScripts } from "./browser";

// The site with camera photos on its home page and a course card (the fixture site, npm run build:fixture): what a
// visitor's browser fetches of them, and what anyone could fetch at any address of the build.
const fixtureUrl = inject("fixtureUrl");
/** The most pixels a drawn picture may have for the pixels its box needs at the device's pixel ratio. */
const MOST_PIXELS = 1.5;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([375, 1280])("the photos at %i px", (width) => {
  it.each([
    // The slider's first, the gallery's first (three side by side on a wide screen), Sujata's photo, the card.
    ["/", 4],
    // The card, among drawings, in a grid of three.
    ["/courses", 1],
  ])("on %s are each drawn in AVIF with at most 1.5× the pixels their box needs", async (path, photos) => {
    const { page, problems } = await openGuardedPage(browser, { width });
    await page.goto(`${fixtureUrl}${path}`, { waitUntil: "load" });
    // The page as React draws it once started: the same pictures as the HTML's, or a mismatch is a problem.
    await startScripts(page);
    await scrollToEnd(page);
    const drawn = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>("picture img")]
        .filter((img) => img.complete && img.currentSrc)
        .map((img) => {
          const box = img.getBoundingClientRect();
          return {
            src: new URL(img.currentSrc).pathname,
            box: [box.width, box.height],
            cover: getComputedStyle(img).objectFit === "cover",
            ratio: devicePixelRatio,
          };
        }),
    );
    expect(drawn.length).toBeGreaterThanOrEqual(photos);
    for (const { src, box, cover, ratio } of drawn) {
      expect(src).toMatch(/^\/pictures\/[0-9a-f]{16}-\d+\.avif$/);
      const { width: fileWidth, height: fileHeight } = await sharp(readFileSync(join(FIXTURE_DIST, src))).metadata();
      // CSS pixels for each of the file's: to fill its box ("cover" crops), or as wide as its box.
      const drawnScale = cover ? Math.max(box[0] / fileWidth, box[1] / fileHeight) : box[0] / fileWidth;
      const needed = fileWidth * drawnScale * ratio * (fileHeight * drawnScale * ratio);
      expect(fileWidth * fileHeight, `${src} in a ${box.join("×")} box at ${ratio}×`).toBeLessThanOrEqual(
        MOST_PIXELS * needed,
      );
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("the photos as the pre-rendered page has them", () => {
  it("come with their own size, a blurred preview, AVIF first, and only the first picture fetched at once", async () => {
    const { page, problems } = await openGuardedPage(browser, { width: 375, javaScript: false });
    await page.goto(`${fixtureUrl}/`, { waitUntil: "load" });
    const photos = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>("picture img")].map((img) => ({
        size: [img.getAttribute("width"), img.getAttribute("height")],
        loading: img.getAttribute("loading"),
        priority: img.getAttribute("fetchpriority"),
        placeholder: img.style.backgroundImage.startsWith('url("data:image/svg+xml'),
        sources: [...img.parentElement!.querySelectorAll("source")].map((source) => source.type),
      })),
    );
    const [hero, firstOfGallery] = photos;
    // The camera's 4032 × 3024 made at most 2,400 px: not the 1600 × 900 and 640 × 480 the document says.
    expect(hero).toEqual({
      size: ["2400", "1800"],
      loading: "eager",
      priority: "high",
      placeholder: true,
      sources: ["image/avif", "image/webp"],
    });
    expect(firstOfGallery).toMatchObject({
      size: ["2400", "1800"],
      loading: "lazy",
      priority: null,
      placeholder: true,
    });
    expect(photos.filter((photo) => photo.priority === "high")).toHaveLength(1);
    // Without scripts too, the photo a phone scrolls to is drawn.
    const gallery = page.locator("picture img").nth(1);
    await gallery.scrollIntoViewIfNeeded();
    await expect
      .poll(() => gallery.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("leave no file of `npm run build`'s output with their EXIF, XMP, IPTC, GPS or camera's name", async () => {
    const files = readdirSync(FIXTURE_DIST, { recursive: true, encoding: "utf8" }).filter((file) =>
      statSync(join(FIXTURE_DIST, file)).isFile(),
    );
    const pictures = files.filter((file) => /\.(jpe?g|png|webp|avif|gif|tiff?)$/i.test(file));
    expect(pictures.length).toBeGreaterThan(50);
    for (const file of files) {
      const bytes = readFileSync(join(FIXTURE_DIST, file));
      if (pictures.includes(file)) expect(await cameraTraces(bytes), file).toEqual([]);
      else expect(bytes.includes(CAMERA_MAKE), file).toBe(false);
    }
  });

  it("are served nowhere with their EXIF, GPS or camera data, nor at their own address larger than 2,400 px", async () => {
    const cameraPhotos = JSON.parse(readFileSync(CAMERA_PHOTOS, "utf8")) as CameraPhoto[];
    expect(cameraPhotos.map((photo) => photo.src)).toContain(FIXTURE_PHOTOS.testimonial.src);
    const made = readdirSync(join(FIXTURE_DIST, "pictures")).map((name) => `/pictures/${name}`);
    const addresses = [...cameraPhotos.map((photo) => photo.src), ...made];
    expect(made.length).toBeGreaterThan(50);
    for (const address of addresses) {
      const response = await fetch(`${fixtureUrl}${address}`);
      expect(response.status, address).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(await cameraTraces(bytes), address).toEqual([]);
      const { width, height } = await sharp(bytes).metadata();
      expect(Math.max(width, height), address).toBeLessThanOrEqual(2400);
    }
    // The portrait was taken upright: stored on its side, served upright.
    const portrait = Buffer.from(await (await fetch(`${fixtureUrl}${FIXTURE_PHOTOS.testimonial.src}`)).arrayBuffer());
    const { width, height } = await sharp(portrait).metadata();
    expect(height).toBeGreaterThan(width);
  });
});
