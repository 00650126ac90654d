import type { AddressInfo } from "node:net";
import type { Plugin, PreviewServer, ViteDevServer } from "vite";
import { EDITOR_ADDRESS } from "../browser/boot/editor-addresses.ts";
import { WHERE_DOCUMENTS_ARE, type WhereDocumentsAre } from "../documents/storage-contract.ts";
import { clearStaging } from "./images/staging-folder.ts";
import { editorHandler } from "./requests/editor-handler.ts";
import { serveStagedImage } from "./images/serve-staged-image.ts";

/**
 * The page editor's endpoints (/__edit/api/..., see editor/documents/storage-contract.ts) and the pictures
 * uploaded in it that wait for a save (none at start), on this computer's files: on the dev server
 * (`npm start`) and on `npm run preview`, which serves the build's editor (/edit/). A build itself has
 * none of it, so a static host answers none of these requests; it carries WHERE_DOCUMENTS_ARE saying so.
 */
/** `vite build --mode editor`: the page editor's own pages, added to the site's build in dist/edit/ (vite.config.ts). */
export const EDITOR_MODE = "editor";

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

/**
 * The editor's build says that no documents are here (WHERE_DOCUMENTS_ARE): a static host serves that
 * file as it is, where the dev server and `npm run preview` answer in its place that they are.
 */
export function editorBuildPlugin(): Plugin {
  return {
    name: "page-editor-build",
    apply: (_config, { command, mode }) => command === "build" && mode === EDITOR_MODE,
    generateBundle() {
      const none: WhereDocumentsAre = { thisComputer: false };
      this.emitFile({ type: "asset", fileName: WHERE_DOCUMENTS_ARE.slice(1), source: `${JSON.stringify(none)}\n` });
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
  const here: WhereDocumentsAre = { thisComputer: true };
  server.middlewares.use(WHERE_DOCUMENTS_ARE, (_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" }).end(JSON.stringify(here));
  });
  server.middlewares.use(editorHandler({ root, address, logger }));
  server.middlewares.use(serveStagedImage(root, { saved: built }));
}
