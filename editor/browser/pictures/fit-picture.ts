import { keptWidth, KEPT_JPEG_QUALITY, MAX_PICTURE_SIDE } from "../../../src/pictures/fit-limits";
import { drawnWidth, ROLE_LAYOUTS, ROLE_WORDS, type PictureRole } from "../../../src/pictures/picture-roles";
import { MAX_IMAGE_BYTES, MAX_ORIGINAL_BYTES } from "../../documents/storage-contract";

/** A picture's size, in pixels and in bytes. */
export interface PictureSize {
  width: number;
  height: number;
  bytes: number;
}

/** A picture made fit for the site on the author's device: what is uploaded, and its size before and after. */
export interface FittedPicture {
  file: File;
  /** Undefined for a drawing (SVG), which the dev server rebuilds as it is. */
  before?: PictureSize;
  after?: PictureSize;
}

const MB = 1024 * 1024;

export const FIT_REFUSALS = {
  notAPicture:
    "This file is not a picture this browser can open (a PNG, JPEG, WebP, AVIF or SVG), so nothing was added.",
  tooLargeToRead: `This file is larger than ${MAX_ORIGINAL_BYTES / MB} MB, more than any phone's photo, so it was not read and nothing was added.`,
  tooSmall: (role: PictureRole, width: number, height: number) =>
    `This picture is ${width} × ${height} pixels: too small for ${ROLE_WORDS[role]}, which needs at least ${ROLE_LAYOUTS[role].minimumWidth} pixels ${role === "avatar" ? "on its shorter side" : "across"} to look sharp on a phone. Choose a larger one; nothing was added.`,
  stillTooLarge: `Even made smaller, this picture is larger than ${MAX_IMAGE_BYTES / MB} MB, so nothing was added. Save it as a JPEG and try again.`,
};

/**
 * Makes a picture fit for the site before it leaves the author's device: turned as the camera was
 * held, no wider than where it goes needs (keptWidth: twice its widest box) and at most
 * MAX_PICTURE_SIDE on its long side (a smaller one keeps its size), and drawn again
 * onto a canvas, so only its pixels go: no EXIF, GPS, XMP or camera data. Saved as a JPEG, or as a
 * PNG where it came as one or has transparent parts (a logo). Refused, in words, when it is not a picture or is
 * too small for where it goes. An SVG goes as it is: the dev server rebuilds it.
 */
export async function fitPicture(file: File, role: PictureRole): Promise<FittedPicture | { refusal: string }> {
  if (file.size > MAX_ORIGINAL_BYTES) return { refusal: FIT_REFUSALS.tooLargeToRead };
  if (file.type === "image/svg+xml" || /\.svg$/i.test(file.name)) return { file };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return { refusal: FIT_REFUSALS.notAPicture };
  }
  try {
    const { width, height } = bitmap;
    if (drawnWidth(role, width, height) < ROLE_LAYOUTS[role].minimumWidth) {
      return { refusal: FIT_REFUSALS.tooSmall(role, width, height) };
    }
    const scale = Math.min(
      1,
      MAX_PICTURE_SIDE / Math.max(width, height),
      keptWidth(role) / drawnWidth(role, width, height),
    );
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const transparent = file.type !== "image/jpeg" && hasTransparentParts(context, canvas);
    const encoded = (type: string) =>
      new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, KEPT_JPEG_QUALITY));
    // A PNG stays one (a diagram's sharp edges), unless it is an opaque photo too large as a PNG.
    let blob = await encoded(transparent || file.type === "image/png" ? "image/png" : "image/jpeg");
    if (blob && !transparent && blob.type === "image/png" && blob.size > MAX_IMAGE_BYTES)
      blob = await encoded("image/jpeg");
    if (!blob) return { refusal: FIT_REFUSALS.notAPicture };
    if (blob.size > MAX_IMAGE_BYTES) return { refusal: FIT_REFUSALS.stillTooLarge };
    const type = blob.type;
    const name = `${file.name.replace(/\.[a-z0-9]{1,5}$/i, "")}.${type === "image/png" ? "png" : "jpg"}`;
    return {
      file: new File([blob], name, { type }),
      before: { width, height, bytes: file.size },
      after: { width: canvas.width, height: canvas.height, bytes: blob.size },
    };
  } finally {
    bitmap.close();
  }
}

function hasTransparentParts(context: CanvasRenderingContext2D, canvas: HTMLCanvasElement): boolean {
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha] < 255) return true;
  return false;
}

/** What the author is told once the picture is added: its size before and after, and what was left out. */
export function fittedWords({ before, after }: FittedPicture): string | undefined {
  if (!before || !after) return undefined;
  const bytesOf = (bytes: number) =>
    bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const size = ({ width, height, bytes }: PictureSize) => `${width} × ${height} pixels, ${bytesOf(bytes)}`;
  const kept = "its location, camera details and any other hidden data were left out";
  return after.width === before.width
    ? `Your picture was ${size(before)}. It keeps its size, now ${bytesOf(after.bytes)}, and ${kept}.`
    : `Your picture was ${size(before)}. It was made smaller, to ${size(after)}, and ${kept}.`;
}
