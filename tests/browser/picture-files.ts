import sharp from "sharp";

// Pictures an author uploads in the editor's tests, made here so no binary file is checked in.

/** A card's picture as an author might draw one: 640 × 400, a PNG. */
export const CARD_PNG = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#1e40af" } })
  .png()
  .toBuffer();

/** A photo too small for a gallery (which needs 640 px across): 300 × 200. */
export const SMALL_JPEG = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#0f766e" } })
  .jpeg()
  .toBuffer();
