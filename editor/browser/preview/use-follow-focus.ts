import { useEffect } from "react";
import { valueAt } from "../../../src/lib/json-pointer";
import { sameWords } from "../problems/same-words";
import { PREVIEW_MARKERS } from "./preview-markers";

function unmark(): void {
  for (const marker of [PREVIEW_MARKERS.highlight, PREVIEW_MARKERS.field])
    document.querySelectorAll(`[${marker}]`).forEach((element) => element.removeAttribute(marker));
}

/**
 * Outlines the part of the page that holds the field in focus in the form, and the words of that
 * field where the page shows them, and scrolls them into view: again after each document the editor
 * sends (each change, and a switch between the page and its card), so the preview keeps up.
 */
export function useFollowFocus(pointer: string | undefined, document: unknown): void {
  useEffect(() => {
    unmark();
    const scope = pointer === undefined ? undefined : scopeHolding(pointer);
    if (pointer === undefined || !scope) return;
    scope.setAttribute(PREVIEW_MARKERS.highlight, "");
    const value = valueAt(document, pointer);
    const words = typeof value === "string" || typeof value === "number" ? String(value) : "";
    const field = elementShowing(scope, words);
    if (!field) return reveal(scope, "block");
    // A question's answer is folded away until its question is opened.
    const folded = field.closest("details");
    if (folded && !folded.open && !folded.querySelector("summary")?.contains(field)) folded.open = true;
    field.setAttribute(PREVIEW_MARKERS.field, "");
    reveal(field, "field");
  }, [pointer, document]);
}

/** Whether `pointer` is `part` or inside it ("/blocks/3/items/0" is inside "/blocks/3", not "/blocks/30"). */
const isInside = (pointer: string, part: string) => pointer === part || pointer.startsWith(`${part}/`);

/** The element drawing the smallest part of the document that holds the field at `pointer`, if one is drawn. */
function scopeHolding(pointer: string): Element | undefined {
  let best: { element: Element; length: number } | undefined;
  for (const element of document.querySelectorAll(`[${PREVIEW_MARKERS.scope}]`)) {
    for (const part of element.getAttribute(PREVIEW_MARKERS.scope)?.split(" ") ?? []) {
      if (isInside(pointer, part) && part.length > (best?.length ?? -1)) best = { element, length: part.length };
    }
  }
  return best?.element;
}

/** What a reader sees of an element: its words, or a picture's description. */
const wordsOf = (element: Element) => (element instanceof HTMLImageElement ? element.alt : (element.textContent ?? ""));

/** Drawn, or only folded away in a closed <details> (a question's answer), which can be opened. */
const canShow = (element: Element) => element.getClientRects().length > 0 || element.closest("details") !== null;

/**
 * The innermost element within `scope` that shows these words (the first place it shows them), if
 * any: where the preview draws a field's text.
 */
function elementShowing(scope: Element, text: string): Element | undefined {
  const wanted = sameWords(text);
  if (wanted.length < 2) return undefined;
  let found: Element | undefined;
  for (const element of scope.querySelectorAll("*")) {
    // Later matches are either inside the one found (closer, so better) or another place (ignored).
    if (found && !found.contains(element)) continue;
    if (canShow(element) && sameWords(wordsOf(element)).includes(wanted)) found = element;
  }
  return found;
}

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
function reveal(element: Element, kind: "field" | "block"): void {
  if (inView(element, kind === "field")) return;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ block: kind === "field" ? "center" : "start", behavior: smooth ? "smooth" : "auto" });
}
