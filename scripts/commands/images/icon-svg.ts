import { getIconData, iconToSVG, replaceIDs } from "@iconify/utils";
import { isIconSetPrefix, splitIconName } from "../../validator/icon-names.ts";
import { iconSet } from "../../validator/icon-sets.ts";

/** A square area of the picture, in its own units. */
export interface Box {
  x: number;
  y: number;
  size: number;
}

/**
 * An icon of an installed set ("logos:react", "lucide:cloud") as a nested <svg> centred in `box`,
 * keeping its proportions; undefined when the set or the icon is unknown. `attributes` are added
 * to that <svg>: `color` paints icons drawn in currentColor, as Lucide's are.
 */
export function iconSvg(value: string, box: Box, attributes = ""): string | undefined {
  const { prefix, name } = splitIconName(value);
  if (!isIconSetPrefix(prefix)) return undefined;
  const data = getIconData(iconSet(prefix), name);
  if (!data) return undefined;
  const { attributes: built, body } = iconToSVG(data);
  // Marks with gradients carry ids; two marks on one picture must not share one.
  return `<svg x="${box.x}" y="${box.y}" width="${box.size}" height="${box.size}" viewBox="${built.viewBox}"${attributes}>${replaceIDs(body)}</svg>`;
}
