import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { iconSpritePlugin } from "./scripts/vite-plugin-icon-sprite.ts";
import { pagesPlugin } from "./scripts/vite-plugin-pages.ts";

export default defineConfig({
  plugins: [pagesPlugin(), iconSpritePlugin(), react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/*.test.{ts,tsx}"],
          environment: "jsdom",
          globals: true,
          // Role queries over a whole page in jsdom take seconds on a busy 2-core machine.
          testTimeout: 15_000,
          setupFiles: ["tests/setup/jsdom.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          environment: "node",
          globals: true,
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/browser/global-setup.ts"],
        },
      },
    ],
  },
});
