import type { Sharp } from "sharp";
import { KEPT_JPEG_QUALITY } from "../../../src/pictures/fit-limits.ts";

export type PictureEncoding = "avif" | "webp" | "jpeg" | "png";

/** Each format's MIME type and file extension. */
export const ENCODING_FILES: Record<PictureEncoding, { type: string; extension: string }> = {
  avif: { type: "image/avif", extension: "avif" },
  webp: { type: "image/webp", extension: "webp" },
  jpeg: { type: "image/jpeg", extension: "jpg" },
  png: { type: "image/png", extension: "png" },
};

/**
 * How each format is written for a visitor's screen: qualities at which a photo looks the same as its
 * original at the size it is drawn. AVIF's effort 2 makes it in a tenth of the default's time for a
 * few percent more bytes. Changing any of these makes every picture again (SETTINGS in make-picture.ts).
 */
export function encode(pipeline: Sharp, encoding: PictureEncoding): Sharp {
  switch (encoding) {
    case "avif":
      return pipeline.avif({ quality: 52, effort: 2 });
    case "webp":
      return pipeline.webp({ quality: 76, effort: 4 });
    case "jpeg":
      return pipeline.jpeg({ quality: 78, mozjpeg: true });
    case "png":
      return pipeline.png({ compressionLevel: 9, effort: 7 });
  }
}

/**
 * How a photo is kept at its own address (under /images/, and as the editor stores an upload): at
 * the quality it is made fit at (KEPT_JPEG_QUALITY), sharp at any size it is drawn.
 */
export function encodeKept(pipeline: Sharp, encoding: PictureEncoding): Sharp {
  const quality = Math.round(KEPT_JPEG_QUALITY * 100);
  switch (encoding) {
    case "avif":
      return pipeline.avif({ quality, effort: 2 });
    case "webp":
      return pipeline.webp({ quality });
    case "jpeg":
      return pipeline.jpeg({ quality, mozjpeg: true });
    case "png":
      return pipeline.png({ compressionLevel: 9 });
  }
}

/** The encoding of a kept original, by the extension its address has. */
export function encodingOfExtension(extension: string): PictureEncoding | undefined {
  const name = extension.toLowerCase();
  if (name === "jpg" || name === "jpeg") return "jpeg";
  if (name === "png" || name === "webp" || name === "avif") return name;
  return undefined;
}
