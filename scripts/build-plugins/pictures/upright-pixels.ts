import sharp, { type Sharp } from "sharp";
import { MAX_PICTURE_SIDE } from "../../../src/pictures/fit-limits.ts";

/** A picture's pixels, and nothing else of its file: no EXIF, GPS, XMP or camera data survives. */
export interface UprightPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
  /** Whether any pixel is less than fully opaque: such a picture stays a PNG. */
  transparent: boolean;
}

/** Pictures larger than this many pixels are refused unread (a 200-megapixel "photo" is an attack). */
const MAX_INPUT_PIXELS = 120_000_000;

/**
 * A picture turned as the camera held it (its EXIF orientation applied), at most MAX_PICTURE_SIDE
 * on its long side (a smaller one keeps its size), as raw sRGB pixels: what every file we make or
 * keep of it is encoded from.
 */
export async function uprightPixels(bytes: Uint8Array): Promise<UprightPixels> {
  const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .autoOrient()
    .resize({ width: MAX_PICTURE_SIDE, height: MAX_PICTURE_SIDE, fit: "inside", withoutEnlargement: true });
  const { data, info } = await upright.raw().toBuffer({ resolveWithObject: true });
  const pixels = { data, width: info.width, height: info.height, channels: info.channels };
  const { isOpaque } = await sharp(data, { raw: pixels }).stats();
  return { ...pixels, transparent: !isOpaque };
}

/** A sharp pipeline reading the pixels (without their alpha channel when every pixel is opaque). */
export function fromPixels(pixels: UprightPixels): Sharp {
  const { data, width, height, channels, transparent } = pixels;
  const pipeline = sharp(data, { raw: { width, height, channels } });
  return transparent ? pipeline : pipeline.removeAlpha();
}
