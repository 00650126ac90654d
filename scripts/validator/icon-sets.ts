import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { getIconData } from "@iconify/utils";

/** An Iconify icon set as its package ships it (@iconify-json/<prefix>/icons.json). */
export type IconSet = Parameters<typeof getIconData>[0];

/** The installed sets a page document may take icons from. */
const PREFIXES = ["logos", "devicon", "lucide"] as const;
export type IconSetPrefix = (typeof PREFIXES)[number];

const require = createRequire(import.meta.url);
const sets = new Map<string, IconSet>();
const names = new Map<IconSetPrefix, ReadonlySet<string>>();

export function isIconSetPrefix(prefix: string): prefix is IconSetPrefix {
  return (PREFIXES as readonly string[]).includes(prefix);
}

/** "logos:react" as its set and its name; a value without a colon has an empty set. */
export function splitIconName(value: string): { prefix: string; name: string } {
  const colon = value.indexOf(":");
  return colon < 0 ? { prefix: "", name: value } : { prefix: value.slice(0, colon), name: value.slice(colon + 1) };
}

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
export function iconNames(prefix: IconSetPrefix): ReadonlySet<string> {
  let known = names.get(prefix);
  if (!known) {
    const set = sets.get(prefix) ?? readSet(prefix);
    known = new Set([...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})]);
    names.set(prefix, known);
  }
  return known;
}

function readSet(prefix: string): IconSet {
  return JSON.parse(readFileSync(require.resolve(`@iconify-json/${prefix}/icons.json`), "utf8")) as IconSet;
}
