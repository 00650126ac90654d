// Icon names as page documents give them ("logos:react"), without reading any icon set: what the
// validator needs in a browser as in Node (icon-sets.ts reads the installed sets, in Node).

/** The installed sets a page document may take icons from. */
export const ICON_SET_PREFIXES = ["logos", "devicon", "lucide"] as const;
export type IconSetPrefix = (typeof ICON_SET_PREFIXES)[number];

/** Every name a set answers to (its icons and their aliases): from the installed set, or a list made from it. */
export type IconNames = (prefix: IconSetPrefix) => ReadonlySet<string>;

export function isIconSetPrefix(prefix: string): prefix is IconSetPrefix {
  return (ICON_SET_PREFIXES as readonly string[]).includes(prefix);
}

/** "logos:react" as its set and its name; a value without a colon has an empty set. */
export function splitIconName(value: string): { prefix: string; name: string } {
  const colon = value.indexOf(":");
  return colon < 0 ? { prefix: "", name: value } : { prefix: value.slice(0, colon), name: value.slice(colon + 1) };
}
