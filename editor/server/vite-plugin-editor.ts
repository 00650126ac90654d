import type { AddressInfo } from "node:net";
import type { Plugin } from "vite";
import { clearStaging } from "./images/staging-folder.ts";
import { editorHandler } from "./requests/editor-handler.ts";
import { serveStagedImage } from "./images/serve-staged-image.ts";

/**
 * The page editor's endpoints (/__edit/api/..., see editor/browser/storage/editor-api.ts) and the pictures
 * uploaded in it that wait for a save (none at start), on the dev server only: the plugin has
 * nothing but configureServer, so no part of it reaches a build or preview.
 */
export function editorPlugin(): Plugin {
  return {
    name: "page-editor",
    apply: "serve",
    configureServer(server) {
      const protocol = server.config.server.https ? "https" : "http";
      const address = () => {
        const listening = server.httpServer?.address() as AddressInfo | string | null | undefined;
        return listening && typeof listening === "object" ? ({ protocol, port: listening.port } as const) : undefined;
      };
      const { root, logger } = server.config;
      clearStaging(root);
      server.middlewares.use(editorHandler({ root, address, logger }));
      server.middlewares.use(serveStagedImage(root));
    },
  };
}
