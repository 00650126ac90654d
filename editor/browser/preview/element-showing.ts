import { sameWords } from "../problems/same-words";

/** What a reader sees of an element: its words, or a picture's description. */
const wordsOf = (element: Element) => (element instanceof HTMLImageElement ? element.alt : (element.textContent ?? ""));

/** Drawn, or only folded away in a closed <details> (a question's answer), which can be opened. */
const canShow = (element: Element) => element.getClientRects().length > 0 || element.closest("details") !== null;

/**
 * The innermost element within `scope` that shows these words (the first place it shows them), if
 * any: where the preview draws a field's text.
 */
export function elementShowing(scope: Element, text: string): Element | undefined {
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
