import { getIconData, iconToSVG, replaceIDs } from "@iconify/utils";
import { isIconSetPrefix, splitIconName, type IconSetPrefix } from "../../validator/icon-names.ts";
import type { IconSet } from "../../validator/icon-sets.ts";

/** Where a set's drawings come from: the installed set in Node, the part of it a browser fetched. */
export type IconSets = (prefix: IconSetPrefix) => IconSet | undefined;

/** A square area of the picture, in its own units. */
export interface Box {
  x: number;
  y: number;
  size: number;
}

/**
 * An icon ("logos:react", "lucide:cloud") as a nested <svg> centred in `box`, keeping its
 * proportions; undefined when the set or the icon is unknown. `attributes` are added to that
 * <svg>: `color` paints icons drawn in currentColor, as Lucide's are. Reads no file, so a browser
 * draws the same picture as Node.
 */
export function iconInBox(sets: IconSets, value: string, box: Box, attributes = ""): string | undefined {
  const { prefix, name } = splitIconName(value);
  if (!isIconSetPrefix(prefix)) return undefined;
  const set = sets(prefix);
  const data = set && getIconData(set, name);
  if (!data) return undefined;
  const { attributes: built, body } = iconToSVG(data);
  // Marks with gradients carry ids; two marks on one picture must not share one.
  return `<svg x="${box.x}" y="${box.y}" width="${box.size}" height="${box.size}" viewBox="${built.viewBox}"${attributes}>${replaceIDs(body)}</svg>`;
}
