import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/**
 * Site-wide effects of the layout: every navigation starts at the top of the page (a link to an
 * anchor keeps its place), and --vh follows the window's real height on resize.
 */
export function usePageEffects(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  useEffect(() => {
    const update = () => document.documentElement.style.setProperty("--vh", `${window.innerHeight * 0.01}px`);
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
}
