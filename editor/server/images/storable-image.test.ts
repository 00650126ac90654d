// @vitest-environment node
import { describe, expect, it } from "vitest";
import { REFUSALS } from "../requests/editor-refusals.ts";
import sharp from "sharp";
import { cameraPhoto, cameraTraces } from "../../../scripts/lib/fixture-site/camera-photo.ts";
import { ACCEPTED_IMAGES, REFUSED_FILES, SCRIPTED_SVG, STORED_AS } from "./image-samples.fixture.ts";
import { storableImage } from "./storable-image.ts";
import { DEEP_SVG, svg } from "./svg/svg-samples.fixture.ts";

// An SVG is rebuilt in a worker thread, which starts jsdom: seconds on a busy machine.
const SLOW = { timeout: 60_000 };
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("utf8");

describe("storableImage", () => {
  it.each(Object.entries(ACCEPTED_IMAGES))("names a %s by its bytes", SLOW, async (extension, bytes) => {
    expect((await storableImage(bytes)).extension).toBe(STORED_AS[extension as keyof typeof STORED_AS]);
  });

  it("rebuilds a camera's photo from its pixels: upright, at most 2,400 px, without EXIF, GPS or the camera's name", async () => {
    const photo = await cameraPhoto("storable", 3200, 2400, true);
    const { extension, bytes } = await storableImage(photo);
    const { width, height } = await sharp(bytes).metadata();
    const traces = await cameraTraces(Buffer.from(bytes));
    expect({ extension, width, height, traces }).toEqual({ extension: "jpg", width: 1800, height: 2400, traces: [] });
  });

  it.each(Object.entries(REFUSED_FILES))("refuses a %s with 415", async (_, bytes) => {
    await expect(storableImage(bytes)).rejects.toMatchObject({ status: 415, message: REFUSALS.notAnImage.message });
  });

  it("stores an SVG rebuilt, without its script", SLOW, async () => {
    const { extension, bytes } = await storableImage(SCRIPTED_SVG);
    expect({ extension, svg: text(bytes) }).toEqual({
      extension: "svg",
      svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
  });

  it("refuses an SVG declaring entities with 415, and one nested too deep with 422, saying why", async () => {
    await expect(storableImage(Buffer.from(`<!DOCTYPE svg [<!ENTITY x "y">]>${svg("&x;")}`))).rejects.toMatchObject(
      REFUSALS.svgEntities,
    );
    await expect(storableImage(Buffer.from(DEEP_SVG))).rejects.toMatchObject(REFUSALS.svgTooComplex);
  });
});
