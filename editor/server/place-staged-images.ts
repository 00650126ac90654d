import { renameSync, rmSync } from "node:fs";
import { REFUSALS } from "./editor-refusals.ts";
import { RequestError } from "./request-error.ts";
import { resolveInside } from "./resolve-inside.ts";
import { stagedImages } from "./staged-images.ts";
import { stagingFolder } from "./staging-folder.ts";

/**
 * Part of a document's save, before the document is written: the pictures uploaded for it that
 * its saved text uses go into public/images, where the site serves them; the others, given up on,
 * are deleted. Refused, moving nothing, when a file took one of their places meanwhile.
 */
export function placeStagedImages(root: string, file: string, text: string): void {
  const used = stagedImages(root, file)
    .filter((image) => text.includes(JSON.stringify(image.src)))
    .map((image) => ({ image, place: resolveInside(root, "public/images", `public${image.src}`) }));
  if (used.some(({ place }) => place.exists)) throw new RequestError(REFUSALS.imageExists);
  for (const { image, place } of used) renameSync(image.path, place.path);
  rmSync(stagingFolder(root, file), { recursive: true, force: true });
}
