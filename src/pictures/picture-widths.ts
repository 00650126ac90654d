import { MAX_PIXEL_RATIO, ROLE_LAYOUTS, type PictureRole } from "./picture-roles.ts";

/**
 * Each width is at most this much wider than the one before: whatever the box and the pixel ratio,
 * the browser finds a file at most 1.2 times as wide as needed, so at most 1.44 times the pixels.
 */
const STEP = 1.2;

/**
 * The widths a picture is made in for its role: from its box's narrowest at 1× up to its widest at
 * 3×, never wider than the picture itself (the picture's own width ends the list when it is smaller).
 */
export function pictureWidths(role: PictureRole, ownWidth: number): number[] {
  const [narrowest, widest] = ROLE_LAYOUTS[role].box;
  const largest = Math.min(ownWidth, widest * MAX_PIXEL_RATIO);
  const widths: number[] = [];
  for (let width = Math.min(narrowest, largest); width < largest; width = Math.floor(width * STEP)) widths.push(width);
  // A last step of a few pixels would only add a file: the largest takes its place when it can.
  if (widths.length > 1 && largest <= widths[widths.length - 2] * STEP) widths.pop();
  widths.push(largest);
  return widths;
}
