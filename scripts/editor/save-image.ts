import { writeFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { IMAGE_FOLDERS, MAX_IMAGE_BYTES } from "../../src/editor/editor-api.ts";
import { readLimitedBody } from "../form-outbox/read-limited-body.ts";
import { REFUSALS } from "./editor-refusals.ts";
import { imageExtension } from "./image-extension.ts";
import { imageSlug } from "./image-slug.ts";
import { RequestError } from "./request-error.ts";
import { resolveInside } from "./resolve-inside.ts";

/**
 * Saves an uploaded picture (the request's body) as public/images/<folder>/<name>, after checking
 * its size, its type by its bytes and its name; never over an existing file.
 */
export async function saveImage(root: string, req: IncomingMessage, query: URLSearchParams): Promise<{ src: string }> {
  const folder = IMAGE_FOLDERS.find((known) => known === query.get("folder"));
  if (!folder) throw new RequestError(REFUSALS.badImageFolder);
  const slug = imageSlug(query.get("name") ?? "");
  if (!slug) throw new RequestError(REFUSALS.badImageName);
  const bytes = await readLimitedBody(req, MAX_IMAGE_BYTES);
  if (bytes === "too large") throw new RequestError(REFUSALS.imageTooLarge);
  const name = `${slug}.${await imageExtension(bytes)}`;
  const { path, exists } = resolveInside(root, "public/images", `public/images/${folder}/${name}`);
  if (exists) throw new RequestError(REFUSALS.imageExists);
  try {
    // "wx": a file that appeared since the check above is kept, not overwritten.
    writeFileSync(path, bytes, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new RequestError(REFUSALS.imageExists);
    throw error;
  }
  return { src: `/images/${folder}/${name}` };
}
