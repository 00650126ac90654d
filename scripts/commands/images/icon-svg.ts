import { iconSet } from "../../validator/icon-sets.ts";
import { iconInBox, type Box } from "./icon-in-box.ts";

export type { Box };

/** An icon of an installed set as a nested <svg> centred in `box` (icon-in-box.ts). */
export function iconSvg(value: string, box: Box, attributes = ""): string | undefined {
  return iconInBox(iconSet, value, box, attributes);
}
