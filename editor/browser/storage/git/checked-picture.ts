import { fileTypeFromBuffer } from "file-type";
import { slugOf } from "../../../../scripts/commands/scaffold/slug-of";
import { IMAGE_FOLDERS, MAX_IMAGE_BYTES } from "../../../documents/storage-contract";

/** What a browser may commit to the site's repository: pictures its bytes say are one of these. */
const RASTER = new Set(["png", "jpg", "webp", "avif"]);

export const PICTURE_REFUSALS = {
  folder: "Pictures go in one of the folders the editor offers: courses, services, gallery, avatars, hero or clients.",
  name: 'Give the picture a name with letters or digits in it, such as "python-training.png".',
  tooLarge: `This picture is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB, so it was not added. Make it smaller (a WebP or AVIF at 1280 pixels wide is plenty).`,
  notAPicture:
    "This file is not a PNG, JPEG, WebP or AVIF picture, so it was not added. (An SVG is added on the site's computer, where the editor rebuilds it safely.)",
};

/**
 * An uploaded picture as a browser commits it to a git host: decided by its bytes (never by the name
 * it came with) to be a PNG, JPEG, WebP or AVIF, kept as it came; named from its file name, with the
 * extension its bytes call for. Anything else is refused in words. An SVG is left to the dev server,
 * which rebuilds it from an allow-list in a worker (editor/server/images/storable-image.ts).
 */
export async function checkedPicture(
  folder: string,
  file: File,
): Promise<{ src: string; bytes: Uint8Array<ArrayBuffer>; type: string }> {
  if (!(IMAGE_FOLDERS as readonly string[]).includes(folder)) throw new Error(PICTURE_REFUSALS.folder);
  const slug = slugOf(file.name.replace(/\.[a-z0-9]{1,5}$/i, ""));
  if (!slug) throw new Error(PICTURE_REFUSALS.name);
  if (file.size > MAX_IMAGE_BYTES) throw new Error(PICTURE_REFUSALS.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !RASTER.has(type.ext)) throw new Error(PICTURE_REFUSALS.notAPicture);
  return { src: `/images/${folder}/${slug}.${type.ext}`, bytes, type: type.mime };
}
