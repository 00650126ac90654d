import react from "@vitejs/plugin-react";
import UnoCSS from "unocss/vite";
import { defineConfig } from "vite";
import { pagesPlugin } from "./scripts/vite-plugin-pages";
import { staticRoutesPlugin } from "./scripts/vite-plugin-static-routes";

export default defineConfig({
  plugins: [pagesPlugin(), staticRoutesPlugin(), UnoCSS(), react()],
  build: { manifest: true, target: "es2022" },
  server: { port: 5173 },
  preview: { port: 4173 },
});
