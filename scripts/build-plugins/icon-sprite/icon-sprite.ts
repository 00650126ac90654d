import { getIconData, iconToSVG } from "@iconify/utils";
import { spriteSymbolId } from "../../../src/ui/icon-names.ts";
import { splitIconName } from "../../validator/icon-names.ts";
import { installedIconSet } from "../../validator/icon-sets.ts";

/**
 * One SVG file with a <symbol> for each icon ("lucide:check" as #lucide-check), in name order so
 * the same icons always give the same bytes (and the same hashed file name). An icon no installed
 * set has is an error: the validator reports a document's, so this one is a component's.
 */
export function iconSprite(icons: Iterable<string>): string {
  const symbols = [...new Set(icons)].sort().map((icon) => {
    const { prefix, name } = splitIconName(icon);
    const data = getIconData(installedIconSet(prefix), name);
    if (!data) throw new Error(`The icon sprite has no "${icon}": no icon of that name in @iconify-json/${prefix}.`);
    const { attributes, body } = iconToSVG(data);
    return `<symbol id="${spriteSymbolId(icon)}" viewBox="${attributes.viewBox}">${body}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
