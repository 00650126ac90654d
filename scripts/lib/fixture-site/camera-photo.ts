import sharp from "sharp";
import { classroom } from "../../commands/images/scenes.ts";
import { hash } from "../../commands/images/palette.ts";

/** Where the phone says it was: Kathmandu. What a served picture must never tell. */
export const CAMERA_GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "27/1 42/1 3/1",
  GPSLongitudeRef: "E",
  GPSLongitude: "85/1 19/1 24/1",
};
export const CAMERA_MAKE = "Yeti Phone";

/**
 * A photo as a phone's camera writes it: a classroom scene with the sensor's grain, as a JPEG of
 * several megabytes with the camera's make and model and GPS position in its EXIF. `turned`: held
 * upright, so stored on its side with EXIF orientation 6, as phones do.
 */
export async function cameraPhoto(title: string, width: number, height: number, turned = false): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(classroom(title, width, height)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The same grain for the same title: the same photo's bytes every time, so the build's cache knows it.
  let seed = hash(title);
  for (let i = 0; i < data.length; i += 1) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    data[i] = Math.max(0, Math.min(255, data[i] + ((seed >>> 16) % 48) - 24));
  }
  const photo = sharp(data, { raw: info })
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: CAMERA_MAKE, Model: "Camera 12" }, IFD3: CAMERA_GPS });
  return (turned ? photo.withMetadata({ orientation: 6 }) : photo).toBuffer();
}

/**
 * What a file still tells of the camera, for the tests: EXIF (where the GPS position is), XMP, IPTC,
 * an orientation, or the camera's name anywhere in its bytes. Empty for a photo kept as pixels only.
 */
export async function cameraTraces(bytes: Buffer): Promise<string[]> {
  const { exif, xmp, iptc, orientation } = await sharp(bytes).metadata();
  return [
    ...(exif ? ["EXIF"] : []),
    ...(xmp ? ["XMP"] : []),
    ...(iptc ? ["IPTC"] : []),
    ...(orientation ? ["orientation"] : []),
    ...(bytes.includes(CAMERA_MAKE) ? ["the camera's make"] : []),
  ];
}
