import { getIcons } from "@iconify/utils";
import type { Plugin } from "vite";
import { ICON_SET_PREFIXES } from "../../scripts/validator/icon-names.ts";
import { iconSet } from "../../scripts/validator/icon-sets.ts";
import { ICON_PARTS, iconPart } from "../documents/new-page/icon-part.ts";

export const ICON_PARTS_MODULE = "virtual:editor-icon-parts";
const PART = `${ICON_PARTS_MODULE}/`;

/**
 * The icon sets' drawings for the editor in a browser, which draws a New course's card picture as
 * `npm run new:course` does: `virtual:editor-icon-parts` gives, for each set, a loader per part
 * (icon-part.ts), and each part is a chunk of its own, fetched only when a mark in it is drawn.
 */
export function editorIconPartsPlugin(): Plugin {
  return {
    name: "editor-icon-parts",
    resolveId: (source) => (source === ICON_PARTS_MODULE || source.startsWith(PART) ? `\0${source}` : undefined),
    load(id) {
      if (id === `\0${ICON_PARTS_MODULE}`) {
        const loaders = ICON_SET_PREFIXES.map(
          (prefix) =>
            `${JSON.stringify(prefix)}: [${Array.from({ length: ICON_PARTS }, (_, part) => `() => import(${JSON.stringify(`${PART}${prefix}/${part}`)})`).join(", ")}]`,
        );
        return `export const iconParts = { ${loaders.join(", ")} };`;
      }
      if (!id.startsWith(`\0${PART}`)) return undefined;
      const [prefix, part] = id.slice(PART.length + 1).split("/");
      const set = iconSet(prefix as (typeof ICON_SET_PREFIXES)[number]);
      const names = [...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})].filter(
        (name) => iconPart(name) === Number(part),
      );
      // getIcons keeps the set's sizes and, for an alias, the icon it names.
      return `export default ${JSON.stringify(getIcons(set, names))};`;
    },
  };
}
