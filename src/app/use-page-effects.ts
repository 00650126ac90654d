import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { MARKERS } from "../runtime/markers";

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
    // The router has drawn this address's page: no longer coming, nor waiting for its code.
    document.documentElement.removeAttribute(MARKERS.pageComing);
    document.documentElement.removeAttribute(MARKERS.pageWaiting);
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
