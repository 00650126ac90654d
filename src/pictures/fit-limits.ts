/** The longest side a picture is kept at, in pixels: twice a wide screen's box, three times a phone's. */
export const MAX_PICTURE_SIDE = 2400;

/** The JPEG quality a picture is kept at once made fit: sharp to the eye, a fraction of a camera's file. */
export const KEPT_JPEG_QUALITY = 0.86;
