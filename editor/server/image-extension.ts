import { fileTypeFromBuffer } from "file-type";
import { REFUSALS } from "./editor-refusals.ts";
import { RequestError } from "./request-error.ts";
import { svgProblem } from "./svg-problem.ts";

const RASTER = new Set(["png", "jpg", "webp", "avif"]);

/**
 * The file extension an uploaded picture gets, decided by its bytes (never by the name it came
 * with): png, jpg, webp, avif, or svg for a safe SVG. Anything else is refused with 415.
 */
export async function imageExtension(bytes: Uint8Array): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  if (type && RASTER.has(type.ext)) return type.ext;
  // SVG is text, which file-type does not name (or names only "xml").
  if (type && type.ext !== "xml") throw new RequestError(REFUSALS.notAnImage);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new RequestError(REFUSALS.notAnImage);
  }
  const problem = await svgProblem(text);
  if (problem === "unsafe") throw new RequestError(REFUSALS.unsafeSvg);
  if (problem) throw new RequestError(REFUSALS.notAnImage);
  return "svg";
}
