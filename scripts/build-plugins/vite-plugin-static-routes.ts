import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import type { Plugin } from "vite";
import { parseHeadersFile } from "./headers/headers-file.ts";

/**
 * Makes `vite preview` serve the build the way a static host does: /about is dist/about/index.html,
 * an address with no file is 404.html with status 404, a malformed one is 400 in words, and
 * dist/_headers applies.
 */
export function staticRoutesPlugin(): Plugin {
  return {
    name: "static-routes",
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
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
        if (pathname.startsWith("/__")) return next();
        const decoded = decodedPath(pathname);
        if (decoded === undefined) {
          // Like a static host, and with no stack: the address itself is broken.
          res.statusCode = 400;
          res.setHeader("Content-Type", "text/plain; charset=utf-8");
          return res.end("This address is not a valid URL: check its % signs.");
        }
        const file = resolve(outDir, `.${decoded}`);
        const inside = file === outDir || file.startsWith(`${outDir}${sep}`);
        if (inside && isFile(file)) return next();
        if (inside && isFile(join(file, "index.html"))) {
          if (pathname !== "/") req.url = `${pathname.replace(/\/$/, "")}/index.html${query ? `?${query}` : ""}`;
          return next();
        }
        // Like a static host: an address with no file (a page, a script, a picture) gets 404.html,
        // with the 404 status, never the home page in its place.
        res.statusCode = 404;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.end(readFileSync(join(outDir, "404.html")));
      });
    },
  };
}

/** The path with its %-escapes read, or undefined when they are broken or name a NUL byte. */
function decodedPath(pathname: string): string | undefined {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes("\0") ? undefined : decoded;
  } catch {
    return undefined;
  }
}

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}
