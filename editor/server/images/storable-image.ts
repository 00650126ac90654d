import { fileTypeFromBuffer } from "file-type";
import { encodeKept, ENCODING_FILES } from "../../../scripts/build-plugins/pictures/picture-encodings.ts";
import {
  fromPixels,
  uprightPixels,
  type UprightPixels,
} from "../../../scripts/build-plugins/pictures/upright-pixels.ts";
import { REFUSALS } from "../requests/editor-refusals.ts";
import { RequestError } from "../requests/request-error.ts";
import { rebuildSvgInWorker } from "./svg/rebuild-svg-in-worker.ts";
import { screenSvg } from "./svg/screen-svg.ts";

const RASTER = new Set(["png", "jpg", "webp", "avif"]);

export interface StorableImage {
  extension: string;
  bytes: Uint8Array;
}

/**
 * What is stored of an uploaded picture, decided by its bytes (never by the name it came with): a
 * png, jpg, webp or avif rebuilt from its pixels (rebuiltPhoto), an SVG rebuilt from an allow-list
 * (never as it came: an SVG opened on its own runs its scripts with the site's origin). Anything
 * else is refused with 415.
 */
export async function storableImage(bytes: Uint8Array): Promise<StorableImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (type && RASTER.has(type.ext)) return rebuiltPhoto(bytes, type.ext);
  // SVG is text, which file-type does not name (or names only "xml").
  if (type && type.ext !== "xml") throw new RequestError(REFUSALS.notAnImage);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new RequestError(REFUSALS.notAnImage);
  }
  const problem = screenSvg(text);
  if (problem === "not svg") throw new RequestError(REFUSALS.notAnImage);
  if (problem === "entities") throw new RequestError(REFUSALS.svgEntities);
  if (problem === "too complex") throw new RequestError(REFUSALS.svgTooComplex);
  const rebuilt = await rebuildSvgInWorker(text);
  if (rebuilt === "too slow") throw new RequestError(REFUSALS.svgTooSlow);
  return { extension: "svg", bytes: Buffer.from(rebuilt) };
}

/**
 * A photo as the site keeps it, whatever the browser sent: its pixels only (no EXIF, GPS, XMP or
 * camera data, no chunk of any other kind), upright, at most MAX_PICTURE_SIDE, in its own format
 * if a JPEG or a PNG, a WebP or AVIF as a JPEG (or a PNG where it has transparent parts): the
 * build serves both of those again as AVIF and WebP. The editor's page makes it so before
 * uploading (editor/browser/pictures/fit-picture.ts); this is for anything that did not.
 */
async function rebuiltPhoto(bytes: Uint8Array, extension: string): Promise<StorableImage> {
  let pixels: UprightPixels;
  try {
    pixels = await uprightPixels(bytes);
  } catch (error) {
    const tooMany = error instanceof Error && /pixel limit/i.test(error.message);
    throw new RequestError(tooMany ? REFUSALS.imageTooManyPixels : REFUSALS.notAnImage);
  }
  const kept = extension === "png" || (extension !== "jpg" && pixels.transparent) ? "png" : "jpeg";
  return { extension: ENCODING_FILES[kept].extension, bytes: await encodeKept(fromPixels(pixels), kept).toBuffer() };
}
