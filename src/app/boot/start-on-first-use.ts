import { whenIdle } from "../../runtime/when-idle";
import { MARKERS, SCRIPTS_FAILED } from "../../runtime/markers";

/**
 * What shows a visitor is about to use the page: a mouse coming over it, a touch, a key, a wheel, a
 * scroll, focus, or a click with none of those before it (a screen reader's).
 */
const FIRST_USE = [
  "pointerover",
  "pointerdown",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
  "scroll",
  "click",
] as const;

/** However busy the page keeps the browser, the app starts this soon after the first use. */
const START_WITHIN_MS = 1000;

/**
 * Starts the app on the visitor's first use of the page, once the browser has answered that use:
 * the tap that opens a menu opens it at once, natively, and the app compiles after. Nothing needs
 * holding meanwhile but a form sent before React has taken it over (the page's first script, first-script/), which
 * is told when the code could not start.
 */
export function startOnFirstUse(start: () => Promise<void>): void {
  // A form sent before this module arrived (held by the page's first script) was a use already.
  const usedAlready = document.querySelector(`form[${MARKERS.sending}]`) !== null;
  const begin = () => {
    for (const type of FIRST_USE) window.removeEventListener(type, begin, true);
    whenIdle(() => {
      start().catch((error: unknown) => {
        console.error("The page's scripts could not start; its links, menus and dialogs still work.", error);
        window.dispatchEvent(new Event(SCRIPTS_FAILED));
      });
    }, START_WITHIN_MS);
  };
  for (const type of FIRST_USE) window.addEventListener(type, begin, { capture: true, passive: true });
  if (usedAlready) begin();
}
