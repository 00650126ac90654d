import { RETRY_AFTER_MS } from "../../../runtime/retry-schedule";

/** A file of the page's own: its entry script, or a style sheet. */
const ownFile = (element: EventTarget | null): element is HTMLScriptElement | HTMLLinkElement =>
  (element instanceof HTMLScriptElement && element.type === "module" && element.src !== "") ||
  (element instanceof HTMLLinkElement && element.rel === "stylesheet");

/**
 * Keeps the page's own files coming: its entry script or a style sheet that failed to arrive is asked for
 * again on loadPart's schedule; the entry's tries spent, `onEntrySpent` says so. Answers a way to ask at once
 * for every file whose tries are spent (the connection back, or the visitor's Try again).
 */
export function askAgainForOwnFiles(onEntrySpent: () => void): { askAgainNow: () => void } {
  const tries = new WeakMap<Element, number>();
  const waiting: Element[] = [];
  // A new element, not a clone: a clone of a script that ran (or failed) is never run again. A style sheet
  // under a new address (an engine may remember the failure of the old one); the entry script under its
  // own, for the chunks import it by that address, and under another it would run twice.
  const fetchAgain = (element: Element) => {
    const copy = document.createElement(element.localName);
    for (const { name, value } of element.attributes) copy.setAttribute(name, value);
    if (element instanceof HTMLLinkElement) {
      const url = new URL(element.getAttribute("href") ?? "", location.href);
      url.searchParams.set("try", String((tries.get(element) ?? 0) + 1));
      copy.setAttribute("href", url.pathname + url.search);
    }
    tries.set(copy, (tries.get(element) ?? 0) + 1);
    element.replaceWith(copy);
  };
  window.addEventListener(
    "error",
    (event) => {
      const element = event.target;
      if (!ownFile(element)) return;
      const tried = tries.get(element) ?? 0;
      if (tried >= RETRY_AFTER_MS.length) {
        if (element instanceof HTMLScriptElement) onEntrySpent();
        waiting.push(element);
        return;
      }
      setTimeout(() => element.isConnected && fetchAgain(element), RETRY_AFTER_MS[tried]);
    },
    true,
  );
  return { askAgainNow: () => waiting.splice(0).forEach(fetchAgain) };
}
