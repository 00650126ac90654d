import type { Plugin } from "vite";
import { headersFile } from "./headers/headers-file.ts";
import { HOST_HEADERS, IMAGE_HEADERS } from "./headers/host-headers.ts";

/**
 * The headers' table at work: the build writes it to dist/_headers (which `npm run preview` serves,
 * as Netlify and Cloudflare Pages do), and the dev server sends IMAGE_HEADERS with every picture
 * under /images/, so an SVG opened there runs nothing, as on the live site.
 */
export function hostHeadersPlugin(): Plugin {
  return {
    name: "host-headers",
    generateBundle() {
      // The client build only: the server bundle (dist-ssr/) is never deployed.
      if (this.environment.config.consumer !== "client") return;
      this.emitFile({ type: "asset", fileName: "_headers", source: headersFile(HOST_HEADERS) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if ((req.url ?? "").startsWith("/images/")) {
          for (const [name, value] of Object.entries(IMAGE_HEADERS)) res.setHeader(name, value);
        }
        next();
      });
    },
  };
}
