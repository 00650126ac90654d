import { renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { readChecked } from "../files/checked-file.ts";
import { REFUSALS } from "../requests/editor-refusals.ts";
import { RequestError } from "../requests/request-error.ts";
import { resolveInside } from "../files/resolve-inside.ts";
import { stagedImages } from "./staged-images.ts";
import { STAGING, stagingFolder } from "./staging-folder.ts";

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
  // Only a file the editor wrote itself is placed: one name, inside the staging folder.
  for (const { image } of used) readChecked(image.path, join(root, STAGING));
  for (const { image, place } of used) {
    renameSync(image.path, place.path);
    // And where it landed: still one name, inside public/images.
    readChecked(place.path, join(root, "public/images"));
  }
  rmSync(stagingFolder(root, file), { recursive: true, force: true });
}
