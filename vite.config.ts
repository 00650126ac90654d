import react from "@vitejs/plugin-react";
import UnoCSS from "unocss/vite";
import { join } from "node:path";
import { defineConfig } from "vite";
import { editorPlugin } from "./editor/server/vite-plugin-editor.ts";
import { hostHeadersPlugin } from "./scripts/build-plugins/vite-plugin-host-headers.ts";
import { iconSpritePlugin } from "./scripts/build-plugins/vite-plugin-icon-sprite.ts";
import { outboxPlugin } from "./scripts/local-services/vite-plugin-outbox.ts";
import { pagesPlugin } from "./scripts/build-plugins/pages-loader/vite-plugin-pages.ts";
import { staticRoutesPlugin } from "./scripts/build-plugins/vite-plugin-static-routes.ts";

export default defineConfig({
  plugins: [
    pagesPlugin(),
    staticRoutesPlugin(),
    hostHeadersPlugin(),
    editorPlugin(),
    iconSpritePlugin(),
    outboxPlugin(process.env.OUTBOX_DIR ?? join(import.meta.dirname, "outbox")),
    UnoCSS(),
    react(),
  ],
  // No modulepreload polyfill: every browser of our es2022 target but Safari 16 has modulepreload,
  // and the polyfill would watch the whole document while it parses.
  build: { manifest: true, target: "es2022", modulePreload: { polyfill: false } },
  server: { port: 5173 },
  preview: { port: 4173 },
});
