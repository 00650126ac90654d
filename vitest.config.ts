import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { iconSpritePlugin } from "./scripts/build-plugins/vite-plugin-icon-sprite.ts";
import { pagesPlugin } from "./scripts/build-plugins/pages-loader/vite-plugin-pages.ts";
import { LongestFirst } from "./scripts/commands/test-run/longest-first.ts";
import { DurationsReporter } from "./scripts/commands/test-run/test-durations.ts";

/** Tests that mock modules or stub the environment, so they need a module registry of their own. */
const FORM_TESTS = ["src/forms/**/*.test.tsx"];

const DOM_TESTS = {
  globals: true,
  // Role queries over a whole page in jsdom take seconds on a busy 2-core machine.
  testTimeout: 15_000,
  setupFiles: ["tests/setup/jsdom.ts"],
};

export default defineConfig({
  plugins: [pagesPlugin(), iconSpritePlugin(), react()],
  test: {
    // One worker per core: Vitest's default leaves one core idle (two cores here, so one worker).
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongestFirst },
    // Each file's seconds, for npm test's ten slowest and the next whole run's order (test-durations.ts).
    reporters: ["default", new DurationsReporter()],
    projects: [
      {
        extends: true,
        test: {
          // Scripts, the validator, the editor's server half and pure helpers: no DOM to start.
          name: "node",
          include: [
            "src/**/*.test.ts",
            "editor/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/*.test.ts",
            "functions/**/*.test.ts",
          ],
          environment: "node",
          // No file replaces a module or the environment: they share one module registry per worker.
          isolate: false,
          globals: true,
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          // Components, in jsdom with Testing Library. One jsdom per worker, not one per file:
          // starting it was half of this project's time.
          name: "dom",
          include: ["src/**/*.test.tsx", "editor/**/*.test.tsx", "tests/*.test.tsx"],
          exclude: FORM_TESTS,
          environment: "jsdom",
          isolate: false,
          ...DOM_TESTS,
        },
      },
      {
        extends: true,
        test: {
          // The forms' tests replace modules (EmailJS, the upload) and settings: each file on its own.
          name: "forms",
          include: FORM_TESTS,
          environment: "jsdom",
          ...DOM_TESTS,
        },
      },
      {
        extends: true,
        test: {
          // The checks that differ between engines, in Firefox ESR and WebKitGTK: one browser of each
          // at a time, beside the bench (npm test runs them together).
          name: "engines",
          include: ["tests/engines/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          // A check starts a browser, and with scripts waits for them to start on a busy machine.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Checks of the builds that read their files or fetch their addresses, in Node: no browser.
          name: "built",
          include: ["tests/built/**/*.test.ts"],
          environment: "node",
          globals: true,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/browser/global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          environment: "node",
          globals: true,
          // Files run side by side, one worker per core, each with its own Chromium; they share the
          // global setup's servers, and every dev server they start is on a copy of the site.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits on what the page shows; 1 s (Vitest's default) is too tight on a busy machine.
          expect: { poll: { timeout: 15_000 } },
          globalSetup: ["tests/browser/global-setup.ts"],
        },
      },
    ],
  },
});
