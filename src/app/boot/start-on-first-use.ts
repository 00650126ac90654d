import { whenIdle } from "../../lib/when-idle";

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
 * holding meanwhile but a form sent before React has taken it over (holdSubmitsUntilHydrated).
 */
export function startOnFirstUse(start: () => Promise<void>): void {
  const begin = () => {
    for (const type of FIRST_USE) window.removeEventListener(type, begin, true);
    whenIdle(() => {
      start().catch((error: unknown) => {
        console.error("The page's scripts could not start; its links, menus and dialogs still work.", error);
      });
    }, START_WITHIN_MS);
  };
  for (const type of FIRST_USE) window.addEventListener(type, begin, { capture: true, passive: true });
}
