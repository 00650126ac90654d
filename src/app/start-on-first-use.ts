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

/**
 * Starts the app on the visitor's first use of the page. A button pressed before the app has
 * started is held, not lost: it is pressed again once the app can answer it (forms sent meanwhile
 * are held by holdSubmitsUntilHydrated). Links need no app: before it starts they load their
 * pre-rendered page.
 */
export function startOnFirstUse(start: () => Promise<void>): void {
  let held: (() => void) | undefined;
  const holdButton = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button) return;
    event.preventDefault(); // a submit button must not send its form the browser's way
    event.stopPropagation();
    held = () => button.click();
  };
  const release = () => {
    document.removeEventListener("click", holdButton, true);
  };

  const begin = () => {
    for (const type of FIRST_USE) window.removeEventListener(type, begin, true);
    start().then(
      () => {
        release();
        held?.();
      },
      (error: unknown) => {
        release();
        console.error("The page's scripts could not start; its links still work.", error);
      },
    );
  };
  document.addEventListener("click", holdButton, true);
  for (const type of FIRST_USE) window.addEventListener(type, begin, { capture: true, passive: true });
}
