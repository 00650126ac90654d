import { useEffect } from "react";
import { MARKERS } from "./markers";

/** Marks <html> once React has hydrated the page's frame: from then on the scripts answer. */
export function useMarkStarted(): void {
  useEffect(() => {
    document.documentElement.setAttribute(MARKERS.started, "");
  }, []);
}
