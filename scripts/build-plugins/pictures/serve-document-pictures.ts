import { join } from "node:path";
import pLimit from "p-limit";
import { picturesOfDocument } from "../../../src/pictures/pictures-of-document.ts";
import type { WithServedPicture } from "../../../src/pictures/served-picture.ts";
import { makePicture, type MadeFile, type MadePicture } from "./make-picture.ts";

/** Pictures made at once: sharp spreads each over the cores already, and each holds its pixels in memory. */
const making = pLimit(2);
/** This build's pictures, each made once however many documents show it. */
const made = new Map<string, Promise<MadePicture>>();

/**
 * Gives every photo of a document what the build made of it (`served`), and its size read from
 * the file itself, in place: the page draws those, never the file as it was committed.
 */
export async function serveDocumentPictures(document: unknown, root: string): Promise<void> {
  await Promise.all(
    picturesOfDocument(document).map(async ({ image, src, role }) => {
      const key = `${role} ${src}`;
      let picture = made.get(key);
      if (!picture) {
        picture = making(() =>
          makePicture(join(root, "public", src), role).catch((error: unknown) => {
            // A file committed by hand with a photo's name but not a photo's bytes: said in words.
            const why = error instanceof Error ? error.message : String(error);
            throw new Error(
              `The picture public${src} cannot be read as a photo (${why}). Replace it or fix its "src".`,
            );
          }),
        );
        made.set(key, picture);
      }
      const { served } = await picture;
      Object.assign(image, { width: served.width, height: served.height, served } satisfies WithServedPicture & {
        width: number;
        height: number;
      });
    }),
  );
}

/** Every file made for this build's pictures, once each. */
export async function madeFiles(): Promise<MadeFile[]> {
  const files = (await Promise.all(made.values())).flatMap((picture) => picture.files);
  return [...new Map(files.map((file) => [file.fileName, file])).values()];
}
