import { mkdirSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";
import { IMAGE_FOLDERS, MAX_IMAGE_BYTES } from "../../documents/storage-contract.ts";
import { readLimitedBody } from "../../../scripts/local-services/form-outbox/read-limited-body.ts";
import { REFUSALS } from "../requests/editor-refusals.ts";
import { storableImage } from "./storable-image.ts";
import { imageSlug } from "./image-slug.ts";
import { readDocument } from "../files/read-document.ts";
import { RequestError } from "../requests/request-error.ts";
import { resolveInside } from "../files/resolve-inside.ts";
import { stagedImages } from "./staged-images.ts";
import { STAGING, stagingFolder } from "./staging-folder.ts";
import { writeChecked } from "../files/checked-file.ts";

/**
 * Keeps an uploaded picture (the request's body) aside for the document it was chosen for, after
 * checking its size, its type by its bytes and its name (an SVG is stored rebuilt, see
 * storableImage), under the address it will have once that
 * document is saved: /images/<folder>/<name>. Never the name of a picture in public/images, or of
 * one waiting for another document; uploaded again for the same document, it replaces the first.
 */
export async function stageImage(root: string, req: IncomingMessage, query: URLSearchParams): Promise<{ src: string }> {
  const { file } = readDocument(root, query.get("file"));
  const folder = IMAGE_FOLDERS.find((known) => known === query.get("folder"));
  if (!folder) throw new RequestError(REFUSALS.badImageFolder);
  const slug = imageSlug(query.get("name") ?? "");
  if (!slug) throw new RequestError(REFUSALS.badImageName);
  const bytes = await readLimitedBody(req, MAX_IMAGE_BYTES);
  if (bytes === "too large") throw new RequestError(REFUSALS.imageTooLarge);
  const image = await storableImage(bytes);
  const name = `${slug}.${image.extension}`;
  const src = `/images/${folder}/${name}`;
  if (resolveInside(root, "public/images", `public${src}`).exists) throw new RequestError(REFUSALS.imageExists);
  if (stagedImages(root).some((image) => image.src === src && image.file !== file)) {
    throw new RequestError(REFUSALS.imageWaiting);
  }
  const waiting = join(stagingFolder(root, file), folder);
  mkdirSync(waiting, { recursive: true });
  writeChecked(join(waiting, name), join(root, STAGING), image.bytes, "either");
  return { src };
}
