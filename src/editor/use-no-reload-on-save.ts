import { useEffect } from "react";

// Vite's client reloads only the page a full-reload's "path" names when it names an HTML file.
const NO_PAGE = "/__edit-keeps-its-page.html";

/**
 * Keeps the editor's page (and its preview's) when the dev server reloads every page because a
 * document changed (scripts/vite-plugin-pages.ts does after each save, with a reload that names no
 * path): it would drop what the author is doing and the saved message. Vite's own reloads, for
 * code or new dependencies, always name a path and still happen.
 */
export function useNoReloadOnSave(): void {
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const keep = (payload: { path?: string }) => {
      if (payload.path === undefined) payload.path = NO_PAGE;
    };
    hot.on("vite:beforeFullReload", keep);
    return () => hot.off("vite:beforeFullReload", keep);
  }, []);
}
