/** How many parts each icon set is cut into for the editor in a browser (a part of logos: ~140 KB). */
export const ICON_PARTS = 64;

/**
 * The part of its set an icon's drawing is in, the same for the editor's build
 * (editor/server/vite-plugin-editor-icon-parts.ts) and the browser that fetches it: a New course
 * fetches the parts its three marks are in, not the 9 MB of the logos set.
 */
export function iconPart(name: string): number {
  let value = 0;
  for (const char of name) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value % ICON_PARTS;
}
