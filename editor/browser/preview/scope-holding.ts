import { PREVIEW_MARKERS } from "./preview-markers";

/** Whether `pointer` is `part` or inside it ("/blocks/3/items/0" is inside "/blocks/3", not "/blocks/30"). */
const isInside = (pointer: string, part: string) => pointer === part || pointer.startsWith(`${part}/`);

/** The element drawing the smallest part of the document that holds the field at `pointer`, if one is drawn. */
export function scopeHolding(pointer: string): Element | undefined {
  let best: { element: Element; length: number } | undefined;
  for (const element of document.querySelectorAll(`[${PREVIEW_MARKERS.scope}]`)) {
    for (const part of element.getAttribute(PREVIEW_MARKERS.scope)?.split(" ") ?? []) {
      if (isInside(pointer, part) && part.length > (best?.length ?? -1)) best = { element, length: part.length };
    }
  }
  return best?.element;
}
