/**
 * The document as the preview draws it: each picture address this browser shows from elsewhere
 * (ImageList's shownFrom, on a git host) replaced by where it is, so the page shows the picture the
 * site will serve once published. The document itself keeps its addresses.
 */
export function withPictureSources(value: unknown, shownFrom: Readonly<Record<string, string>>): unknown {
  if (typeof value === "string") return shownFrom[value] ?? value;
  if (Array.isArray(value)) return value.map((item) => withPictureSources(item, shownFrom));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withPictureSources(item, shownFrom)]));
  }
  return value;
}
