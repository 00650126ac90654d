import react from "@vitejs/plugin-react";
import UnoCSS from "unocss/vite";
import { join } from "node:path";
import { defineConfig } from "vite";
import { outboxPlugin } from "./scripts/vite-plugin-outbox.ts";
import { pagesPlugin } from "./scripts/vite-plugin-pages.ts";
import { staticRoutesPlugin } from "./scripts/vite-plugin-static-routes.ts";

export default defineConfig({
  plugins: [
    pagesPlugin(),
    staticRoutesPlugin(),
    outboxPlugin(process.env.OUTBOX_DIR ?? join(import.meta.dirname, "outbox")),
    UnoCSS(),
    react(),
  ],
  build: { manifest: true, target: "es2022" },
  server: { port: 5173 },
  preview: { port: 4173 },
});
