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

/** What names a photo's files under /pictures/: a hash of its bytes and of our settings. */
export function pictureKey(bytes: Uint8Array): string {
  return createHash("sha256").update(SETTINGS).update(bytes).digest("hex").slice(0, 16);
}

/**
 * Makes a picture for its role: AVIF and WebP at each width the role needs, its own format (JPEG, or
 * PNG if it has transparent parts) at one, and a blurred placeholder, all from its upright pixels,
 * so none of its metadata is in any file. Cached by content: only new pictures are made again.
 */
export async function makePicture(file: string, role: PictureRole): Promise<MadePicture> {
  const bytes = readFileSync(file);
  const key = pictureKey(bytes);
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
  const files: MadeFile[] = [];
  /** The picture in one encoding at one width: made unless the cache has it. */
  const made = async (encoding: PictureEncoding, width: number): Promise<string> => {
    const name = `${key}-${width}.${ENCODING_FILES[encoding].extension}`;
    const cached = await cachedFile(join(folder, name), async () =>
      encode(fromPixels(await upright()).resize({ width }), encoding).toBuffer(),
    );
    files.push({ fileName: `${PICTURES_FOLDER}/${name}`, cached });
    return `/${PICTURES_FOLDER}/${name}`;
  };
  const formats = [] as PictureFormat[];
  for (const encoding of ["avif", "webp"] as const) {
    const candidates: string[] = [];
    for (const width of widths) candidates.push(`${await made(encoding, width)} ${width}w`);
    formats.push({ type: ENCODING_FILES[encoding].type, srcset: candidates.join(", ") });
  }
  // Every browser we support takes AVIF or WebP: its own format is made once, at a phone's width.
  const fallbackWidth = widths.find((width) => width >= FALLBACK_WIDTH) ?? widths[widths.length - 1];
  const fallback = await made(facts.transparent ? "png" : "jpeg", fallbackWidth);
  return {
    served: {
      width: facts.width,
      height: facts.height,
      sizes: role === "cover" ? coverSizes(facts.width, facts.height) : ROLE_LAYOUTS[role].sizes,
      formats: formats as ServedPicture["formats"],
      fallback,
      ...(facts.placeholder && { placeholder: facts.placeholder }),
    },
    files,
  };
}
