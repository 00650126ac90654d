import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { markPageShown } from "./boot/load-part";
import { MARKERS } from "./boot/markers";

/**
 * Site-wide effects of the layout: every navigation starts at the top of the page (a link to an
 * anchor keeps its place), --vh follows the window's real height on resize, and <html> is marked
 * once React has hydrated the page's frame: from then on the scripts answer.
 */
export function usePageEffects(): void {
  const { pathname, hash } = useLocation();
  // The first page was placed by the browser, and the visitor may have scrolled it before the
  // scripts started (scrolling starts them): only a navigation goes back to the top.
  const placed = useRef(pathname + hash);
  useEffect(() => {
    markPageShown(pathname);
    if (placed.current === pathname + hash) return;
    placed.current = pathname + hash;
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  useEffect(() => {
    const update = () => document.documentElement.style.setProperty("--vh", `${window.innerHeight * 0.01}px`);
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);

  useEffect(() => {
    document.documentElement.setAttribute(MARKERS.started, "");
  }, []);
}
