import react from "@vitejs/plugin-react";
import UnoCSS from "unocss/vite";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { defineConfig, type BuildEnvironmentOptions } from "vite";
import { editorFormsPlugin } from "./editor/server/vite-plugin-editor-forms.ts";
import { editorIconPartsPlugin } from "./editor/server/vite-plugin-editor-icon-parts.ts";
import { EDITOR_MODE, editorBuildPlugin, editorPlugin } from "./editor/server/vite-plugin-editor.ts";
import { editorSiteRulesPlugin } from "./editor/server/vite-plugin-editor-site-rules.ts";
import { hostHeadersPlugin } from "./scripts/build-plugins/vite-plugin-host-headers.ts";
import { iconSpritePlugin } from "./scripts/build-plugins/vite-plugin-icon-sprite.ts";
import { outboxPlugin } from "./scripts/local-services/vite-plugin-outbox.ts";
import { pagesPlugin } from "./scripts/build-plugins/pages-loader/vite-plugin-pages.ts";
import { picturesPlugin } from "./scripts/build-plugins/pictures/vite-plugin-pictures.ts";
import { staticRoutesPlugin } from "./scripts/build-plugins/vite-plugin-static-routes.ts";

// React Router 7's package points every bundler at its development build, warnings and all
// (remix-run/react-router#14102): a build takes its production one, which is otherwise the same.
const REACT_ROUTER_BUILD = join(
  dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production",
);
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: join(REACT_ROUTER_BUILD, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: join(REACT_ROUTER_BUILD, "dom-export.mjs") },
];

// No modulepreload polyfill: every browser of our es2022 target but Safari 16 has modulepreload,
// and the polyfill would watch the whole document while it parses.
const SITE_BUILD: BuildEnvironmentOptions = { manifest: true, target: "es2022", modulePreload: { polyfill: false } };

// A build of its own, after the site's: the editor shares no chunk and no style sheet with the site,
// so a visitor's page never loads a byte of it, and the site's build is the same with or without it.
const EDITOR_BUILD: BuildEnvironmentOptions = {
  target: "es2022",
  modulePreload: { polyfill: false },
  outDir: "dist",
  emptyOutDir: false,
  // public/ is the site build's to copy, and it rewrote the photos in it without their metadata: copied
  // again here, they would be served as the camera wrote them.
  copyPublicDir: false,
  assetsDir: "edit/assets",
  rollupOptions: { input: { editor: "edit/index.html", preview: "edit/preview/index.html" } },
};

export default defineConfig(({ command, mode }) => ({
  resolve: { alias: command === "build" ? REACT_ROUTER_PRODUCTION : [] },
  plugins: [
    pagesPlugin(),
    picturesPlugin(),
    // Before the static routes, which answer 404 for any file the build does not have: the editor
    // serves the pictures saved since the build.
    editorPlugin(),
    editorBuildPlugin(),
    editorFormsPlugin(),
    editorSiteRulesPlugin(),
    editorIconPartsPlugin(),
    staticRoutesPlugin(),
    hostHeadersPlugin(),
    iconSpritePlugin(),
    outboxPlugin(process.env.OUTBOX_DIR ?? join(import.meta.dirname, "outbox")),
    UnoCSS(),
    react(),
  ],
  build: mode === EDITOR_MODE ? EDITOR_BUILD : SITE_BUILD,
  // What the editor's forms import (Ajv's runtime helpers, from editor/server/vite-plugin-editor-forms.ts):
  // the dev server's scan of the pages cannot see into those virtual modules, and a dependency found
  // late makes it reload the editor.
  optimizeDeps: { include: ["ajv/dist/runtime/equal", "ajv/dist/runtime/ucs2length"] },
  server: { port: 5173 },
  preview: { port: 4173 },
}));
