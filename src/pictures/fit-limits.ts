import { ROLE_LAYOUTS, type PictureRole } from "./picture-roles.ts";

/** The longest side a picture is kept at, in pixels, wherever it goes: twice a wide screen's box, three times a phone's. */
export const MAX_PICTURE_SIDE = 2400;

/** The JPEG quality a picture is kept at once made fit: sharp to the eye, a fraction of a camera's file. */
export const KEPT_JPEG_QUALITY = 0.86;

/**
 * The widest a picture is kept for where it goes: twice the widest box it is drawn in (a sharp picture
 * on a screen of twice the pixels), never over MAX_PICTURE_SIDE. A card's picture, drawn at most 608 px
 * wide, is kept at 1216: a camera's 4032 px would only cost its viewers' data. A person's photo counts
 * its shorter side (drawnWidth).
 */
export const keptWidth = (role: PictureRole) => Math.min(MAX_PICTURE_SIDE, 2 * ROLE_LAYOUTS[role].box[1]);
