import { useEffect } from "react";

const OVERLAY = "vite-error-overlay";

/**
 * Takes Vite's error overlay away as soon as it appears. The dev server raises it while any document
 * is invalid, as a new course is until it is written; the editor shows each problem at its field,
 * and the overlay would hide the form. Hiding it is not enough: while one is in the page, Vite's
 * client reloads the page at the next style update.
 */
export function useNoErrorOverlay(): void {
  useEffect(() => {
    const remove = () => document.querySelectorAll(OVERLAY).forEach((overlay) => overlay.remove());
    remove();
    const observer = new MutationObserver(remove);
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, []);
}
