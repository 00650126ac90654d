import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { parseHeadersFile } from "./parse-headers-file.ts";

/**
 * Makes `vite preview` serve the build the way a static host does: /about is dist/about/index.html,
 * an unknown address is 404.html with status 404, and dist/_headers applies.
 */
export function staticRoutesPlugin(): Plugin {
  return {
    name: "static-routes",
    configurePreviewServer(server) {
      const outDir = join(server.config.root, server.config.build.outDir);
      const headersFile = join(outDir, "_headers");
      const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, "utf8")) : [];
      // The headers a static host would send (the Content-Security-Policy among them), so the site
      // is tested under them.
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? "/").split("?")[0];
        for (const rule of rules) {
          if (rule.pattern.test(pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value);
        }
        next();
      });
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
