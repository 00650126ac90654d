import { fileTypeFromBuffer } from "file-type";
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
 * png, jpg, webp or avif as it came, an SVG rebuilt from an allow-list (never as it came: an SVG
 * opened on its own runs its scripts with the site's origin). Anything else is refused with 415.
 */
export async function storableImage(bytes: Uint8Array): Promise<StorableImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (type && RASTER.has(type.ext)) return { extension: type.ext, bytes };
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
