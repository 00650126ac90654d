/** The zooms an author can choose for the desktop preview; "fit" shows its whole width. */
export const ZOOMS = ["fit", 0.75, 1] as const;
export type Zoom = (typeof ZOOMS)[number];

/**
 * The least a desktop preview is shrunk to unless the author asks for its whole width: the site's
 * 16 px text then reads at 12 px, its smallest (14 px) at 10.5.
 */
const READABLE = 0.75 satisfies Zoom;

/** The zoom a desktop preview opens at: its whole width while that stays readable; readable, scrolling sideways, when not. */
export function readableZoom(box: number, width: number): Zoom {
  return box / width >= READABLE ? "fit" : READABLE;
}

/** How much the frame is scaled: to fit never enlarges; a box not laid out yet (hidden) leaves it as it is. */
export function previewScale(zoom: Zoom, box: number, width: number): number {
  if (zoom !== "fit") return zoom;
  return box > 0 ? Math.min(1, box / width) : 1;
}
