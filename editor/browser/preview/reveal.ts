/** The fixed site header covers the top of the frame; html's scroll-padding-top keeps this much clear. */
const HEADER_ROOM = 100;

/** Whether a reader sees the element: a field's words whole, or a block across the middle of the view. */
function inView(element: Element, whole: boolean): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  const height = window.innerHeight;
  return whole ? top >= HEADER_ROOM && bottom <= height : top < height * 0.6 && bottom > height * 0.4;
}

/**
 * Scrolls the preview to an element unless it is already in view: a field's words to the middle, a
 * block to the top. Smoothly, unless the reader asked for less motion.
 */
export function reveal(element: Element, kind: "field" | "block"): void {
  if (inView(element, kind === "field")) return;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ block: kind === "field" ? "center" : "start", behavior: smooth ? "smooth" : "auto" });
}
