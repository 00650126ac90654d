import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { coverSizes, ROLE_LAYOUTS, type PictureRole } from "../../../src/pictures/picture-roles.ts";
import { pictureWidths } from "../../../src/pictures/picture-widths.ts";
import type { PictureFormat, ServedPicture } from "../../../src/pictures/served-picture.ts";
import { cachedFacts, cachedFile, PICTURE_CACHE } from "./picture-cache.ts";
import { blurredPlaceholder } from "./blurred-placeholder.ts";
import { encode, ENCODING_FILES, type PictureEncoding } from "./picture-encodings.ts";
import { fromPixels, uprightPixels, type UprightPixels } from "./upright-pixels.ts";

/** Bump to make every picture again (a change of encoder settings or of the placeholder). */
const SETTINGS = "pictures-1";
/** Where the files are served: named by their content, so a browser may keep them for ever. */
export const PICTURES_FOLDER = "pictures";
/** The width of the file a browser that reads no srcset gets: a phone's. */
const FALLBACK_WIDTH = 640;

interface PictureFacts {
  width: number;
  height: number;
  transparent: boolean;
  placeholder?: string;
}

/** One file made for a picture: where the build puts it, and where the cache holds it. */
export interface MadeFile {
  fileName: string;
  cached: string;
}

export interface MadePicture {
  served: ServedPicture;
  files: MadeFile[];
}

/**
 * Makes a picture for its role: AVIF, WebP and its own format (JPEG, or PNG if it has transparent
 * parts) at each width the role needs, with a blurred placeholder, all from its upright pixels,
 * so none of its metadata is in any file. Cached by content: only new pictures are made again.
 */
export async function makePicture(file: string, role: PictureRole): Promise<MadePicture> {
  const bytes = readFileSync(file);
  const key = createHash("sha256").update(SETTINGS).update(bytes).digest("hex").slice(0, 16);
  const folder = join(PICTURE_CACHE, key);
  let pixels: Promise<UprightPixels> | undefined;
  const upright = () => (pixels ??= uprightPixels(bytes));

  const facts = await cachedFacts<PictureFacts>(join(folder, "facts.json"), async () => {
    const { width, height, transparent, ...rest } = await upright();
    return {
      width,
      height,
      transparent,
      placeholder: transparent ? undefined : await blurredPlaceholder({ width, height, transparent, ...rest }),
    };
  });
  const widths = pictureWidths(role, facts.width);
  const encodings: PictureEncoding[] = ["avif", "webp", facts.transparent ? "png" : "jpeg"];
  const files: MadeFile[] = [];
  const formats = [] as PictureFormat[];
  for (const encoding of encodings) {
    const { type, extension } = ENCODING_FILES[encoding];
    const candidates: string[] = [];
    for (const width of widths) {
      const name = `${key}-${width}.${extension}`;
      const cached = await cachedFile(join(folder, name), async () =>
        encode(fromPixels(await upright()).resize({ width }), encoding).toBuffer(),
      );
      files.push({ fileName: `${PICTURES_FOLDER}/${name}`, cached });
      candidates.push(`/${PICTURES_FOLDER}/${name} ${width}w`);
    }
    formats.push({ type, srcset: candidates.join(", ") });
  }
  const fallbackWidth = widths.find((width) => width >= FALLBACK_WIDTH) ?? widths[widths.length - 1];
  const own = ENCODING_FILES[encodings[2]].extension;
  return {
    served: {
      width: facts.width,
      height: facts.height,
      sizes: role === "cover" ? coverSizes(facts.width, facts.height) : ROLE_LAYOUTS[role].sizes,
      formats: formats as ServedPicture["formats"],
      fallback: `/${PICTURES_FOLDER}/${key}-${fallbackWidth}.${own}`,
      ...(facts.placeholder && { placeholder: facts.placeholder }),
    },
    files,
  };
}
