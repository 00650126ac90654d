import type { AddressInfo } from "node:net";
import type { Plugin, PreviewServer, ViteDevServer } from "vite";
import { EDITOR_ADDRESS } from "../browser/boot/editor-addresses.ts";
import { clearStaging } from "./images/staging-folder.ts";
import { editorHandler } from "./requests/editor-handler.ts";
import { serveStagedImage } from "./images/serve-staged-image.ts";

/**
 * The page editor's endpoints (/__edit/api/..., see editor/documents/storage-contract.ts) and the pictures
 * uploaded in it that wait for a save (none at start), on this computer's files: on the dev server
 * (`npm start`) and on `npm run preview`, which serves the build's editor (/edit/). A build itself has
 * none of it, so a static host answers none of these requests.
 */
export function editorPlugin(): Plugin {
  return {
    name: "page-editor",
    apply: "serve",
    configureServer(server) {
      // The editor's address before it had pages of its own.
      server.middlewares.use("/__edit", (req, res, next) => {
        if (req.url !== "/" && !req.url?.startsWith("/?")) return next();
        res.writeHead(308, { Location: `${EDITOR_ADDRESS}${req.url.slice(1)}` }).end();
      });
      serveEditor(server, !!server.config.server.https, false);
    },
    configurePreviewServer(server) {
      serveEditor(server, !!server.config.preview.https, true);
    },
  };
}

function serveEditor(server: ViteDevServer | PreviewServer, https: boolean, built: boolean): void {
  const protocol = https ? "https" : "http";
  const address = () => {
    const listening = server.httpServer?.address() as AddressInfo | string | null | undefined;
    return listening && typeof listening === "object" ? ({ protocol, port: listening.port } as const) : undefined;
  };
  const { root, logger } = server.config;
  clearStaging(root);
  server.middlewares.use(editorHandler({ root, address, logger }));
  server.middlewares.use(serveStagedImage(root, { saved: built }));
}
