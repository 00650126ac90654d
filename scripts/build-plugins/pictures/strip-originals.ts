import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import pLimit from "p-limit";
import { filesUnder } from "../../lib/files-under.ts";
import { cachedFile, PICTURE_CACHE } from "./picture-cache.ts";
import { encodeKept, encodingOfExtension, type PictureEncoding } from "./picture-encodings.ts";
import { fromPixels, uprightPixels } from "./upright-pixels.ts";

const SETTINGS = "original-1";

/**
 * Rewrites every photo under a build's images/ folder from its pixels alone, upright and at most
 * MAX_PICTURE_SIDE: a picture committed by hand, around the editor, with the camera's GPS in it is
 * served at its own address (a share picture's, or an old link's) without it. Returns how many.
 */
export async function stripOriginals(imagesFolder: string): Promise<number> {
  const photos = listFiles(imagesFolder).flatMap((path) => {
    const encoding = encodingOfExtension(extname(path).slice(1));
    return encoding ? [{ path, encoding }] : [];
  });
  const limit = pLimit(2);
  await Promise.all(photos.map(({ path, encoding }) => limit(() => stripOriginal(path, encoding))));
  return photos.length;
}

async function stripOriginal(path: string, encoding: PictureEncoding): Promise<void> {
  const bytes = readFileSync(path);
  const key = createHash("sha256").update(SETTINGS).update(bytes).digest("hex").slice(0, 16);
  const cached = await cachedFile(join(PICTURE_CACHE, key, `original.${encoding}`), async () =>
    encodeKept(fromPixels(await uprightPixels(bytes)), encoding).toBuffer(),
  );
  writeFileSync(path, readFileSync(cached));
}

function listFiles(folder: string): string[] {
  return filesUnder(folder, { links: false }).map((path) => join(folder, path));
}
