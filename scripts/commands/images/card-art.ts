import { clearIDCache } from "@iconify/utils";
import { iconInBox, type IconSets } from "./icon-in-box.ts";
import { hash, hsl } from "./palette.ts";

const WIDTH = 640;
const HEIGHT = 400;
/** Tile size by number of marks: one mark is shown larger than three. */
const TILE = [0, 168, 148, 132];
const GAP = 32;

/**
 * A calm, on-brand card picture: a gradient in the title's colour with a course's technology
 * marks, each on a white tile so dark marks stay visible, or a service's Lucide icon drawn large.
 * Undefined when there is no mark, or one is not in the sets (the validator says which). Reads no
 * file: Node gives the installed sets, the editor in a browser the parts it fetched.
 */
export function drawCard(
  title: string,
  kind: "course" | "service",
  marks: readonly string[],
  sets: IconSets,
): string | undefined {
  if (marks.length === 0) return undefined;
  // Ids are numbered per picture, so a picture is the same whatever was drawn before it.
  clearIDCache();
  const drawn = kind === "course" ? markTiles(marks, sets) : serviceIcon(marks[0], sets);
  if (drawn === undefined) return undefined;
  const hue = hash(title) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs><linearGradient id="card-gradient" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 34)}"/><stop offset="1" stop-color="${hsl(hue + 40, 75, 48)}"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#card-gradient)"/><circle cx="560" cy="60" r="120" fill="#fff" fill-opacity=".07"/><circle cx="60" cy="380" r="90" fill="#fff" fill-opacity=".07"/>${drawn}</svg>\n`;
}

/** One to three white tiles in a row, centred, each with one mark. */
function markTiles(marks: readonly string[], sets: IconSets): string | undefined {
  const shown = marks.slice(0, 3);
  const size = TILE[shown.length];
  const row = shown.length * size + (shown.length - 1) * GAP;
  const left = (WIDTH - row) / 2;
  const top = (HEIGHT - size) / 2;
  const inset = Math.round(size * 0.17);
  const tiles = shown.map((mark, i) => {
    const x = left + i * (size + GAP);
    const icon = iconInBox(sets, mark, { x: x + inset, y: top + inset, size: size - 2 * inset });
    if (!icon) return undefined;
    const radius = Math.round(size * 0.2);
    return `<rect x="${x}" y="${top + 8}" width="${size}" height="${size}" rx="${radius}" fill="#0b1b3a" fill-opacity=".18"/><rect x="${x}" y="${top}" width="${size}" height="${size}" rx="${radius}" fill="#fff"/>${icon}`;
  });
  return tiles.every((tile) => tile !== undefined) ? tiles.join("") : undefined;
}

/** The service's line icon, large and white, in a soft circle. */
function serviceIcon(icon: string, sets: IconSets): string | undefined {
  const size = 150;
  const drawn = iconInBox(sets, icon, { x: (WIDTH - size) / 2, y: (HEIGHT - size) / 2, size }, ' color="#fff"');
  if (!drawn) return undefined;
  return `<circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="128" fill="#fff" fill-opacity=".12"/><circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="104" fill="#fff" fill-opacity=".1"/>${drawn}`;
}
