import { existsSync, readFileSync } from "node:fs";
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
      server.middlewares.use((req, res, next) => {
        const [pathname, query = ""] = (req.url ?? "/").split("?");
        if (pathname.includes(".") || pathname === "/" || pathname.startsWith("/__")) return next();
        const page = join(outDir, decodeURIComponent(pathname), "index.html");
        if (existsSync(page)) {
          req.url = `${pathname.replace(/\/$/, "")}/index.html${query ? `?${query}` : ""}`;
          return next();
        }
        // Like a static host: an address with no page gets 404.html, with the 404 status.
        res.statusCode = 404;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.end(readFileSync(join(outDir, "404.html")));
      });
    },
  };
}
