import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/**
 * Makes `vite preview` serve the pre-rendered pages the way a static host does: /about is
 * dist/about/index.html, not the home page's HTML.
 */
export function staticRoutesPlugin(): Plugin {
  return {
    name: "static-routes",
    configurePreviewServer(server) {
      const outDir = join(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const [pathname, query = ""] = (req.url ?? "/").split("?");
        const page = join(outDir, decodeURIComponent(pathname), "index.html");
        if (!pathname.includes(".") && pathname !== "/" && existsSync(page)) {
          req.url = `${pathname.replace(/\/$/, "")}/index.html${query ? `?${query}` : ""}`;
        }
        next();
      });
    },
  };
}
