import { useEffect } from "react";

/**
 * Sets <html data-started> once React has hydrated the page's frame: from then on the scripts
 * answer (the browser tests wait for it).
 */
export function useMarkStarted(): void {
  useEffect(() => {
    document.documentElement.dataset.started = "";
  }, []);
}
