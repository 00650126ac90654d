import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { getIconData } from "@iconify/utils";
import type { IconNames, IconSetPrefix } from "./icon-names.ts";

/** An Iconify icon set as its package ships it (@iconify-json/<prefix>/icons.json). */
export type IconSet = Parameters<typeof getIconData>[0];

const require = createRequire(import.meta.url);
const sets = new Map<string, IconSet>();
const names = new Map<IconSetPrefix, ReadonlySet<string>>();

/**
 * The whole set, read once per process: the files are megabytes (logos is about 9 MB), and the
 * card pictures and the scaffold draw many icons from the same few sets.
 */
export function iconSet(prefix: IconSetPrefix): IconSet {
  return installedIconSet(prefix);
}

/** Any installed set, documents' or not (the icon sprite also draws Simple Icons' brand marks). */
export function installedIconSet(prefix: string): IconSet {
  let set = sets.get(prefix);
  if (!set) {
    set = readSet(prefix);
    sets.set(prefix, set);
  }
  return set;
}

/**
 * Every name the set answers to: its icons and their aliases (older names the set still accepts).
 * Only the names are kept, so the dev server's validator does not hold the drawings.
 */
export const iconNames: IconNames = (prefix) => {
  let known = names.get(prefix);
  if (!known) {
    const set = sets.get(prefix) ?? readSet(prefix);
    known = new Set([...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})]);
    names.set(prefix, known);
  }
  return known;
};

function readSet(prefix: string): IconSet {
  return JSON.parse(readFileSync(require.resolve(`@iconify-json/${prefix}/icons.json`), "utf8")) as IconSet;
}
