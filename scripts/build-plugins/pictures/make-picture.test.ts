import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cameraPhoto, cameraTraces } from "../../lib/fixture-site/camera-photo.ts";
import { makePicture } from "./make-picture.ts";
import { stripOriginals } from "./strip-originals.ts";

// Encoding AVIF takes seconds, more on a machine busy with other tests.
describe("a photo as the build serves it", { timeout: 120_000 }, () => {
  let folder: string;
  let photo: string;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "make-picture-"));
    photo = join(folder, "portrait.jpg");
    // Held upright: stored 1600 × 1200 on its side, with EXIF orientation 6 and the GPS position.
    writeFileSync(photo, await cameraPhoto(`portrait ${Date.now()}`, 1600, 1200, true));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("is upright, its size read from the file, in AVIF and WebP with a JPEG to fall back on, none with the camera's metadata", async () => {
    expect(await cameraTraces(readFileSync(photo))).not.toEqual([]);
    const { served, files } = await makePicture(photo, "gallery");
    expect([served.width, served.height]).toEqual([1200, 1600]);
    expect(served.formats.map((format) => format.type)).toEqual(["image/avif", "image/webp"]);
    expect(served.fallback).toMatch(/^\/pictures\/[0-9a-f]{16}-\d+\.jpg$/);
    expect(served.placeholder).toMatch(/^url\("data:image\/svg\+xml/);
    expect(files.length).toBeGreaterThan(6);
    for (const { cached, fileName } of files) {
      const bytes = readFileSync(cached);
      expect(await cameraTraces(bytes), fileName).toEqual([]);
      const { width, height } = await sharp(bytes).metadata();
      // Upright: taller than wide, at the width its name says.
      expect(height, fileName).toBeGreaterThan(width);
      expect(fileName).toContain(`-${width}.`);
    }
  });

  it("rewrites a photo committed by hand without its metadata, upright and at most 2,400 px", async () => {
    const images = join(folder, "images");
    const big = join(images, "gallery/big.jpg");
    mkdirSync(join(images, "gallery"), { recursive: true });
    writeFileSync(big, await cameraPhoto(`big ${Date.now()}`, 4032, 3024, true));
    writeFileSync(join(images, "gallery/drawing.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    expect(await stripOriginals(images)).toBe(1);
    const bytes = readFileSync(big);
    expect(await cameraTraces(bytes)).toEqual([]);
    const { width, height, format } = await sharp(bytes).metadata();
    expect([format, width, height]).toEqual(["jpeg", 1800, 2400]);
  });
});
