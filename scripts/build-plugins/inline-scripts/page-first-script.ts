import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";

/**
 * The one script every pre-rendered page carries inline, first in its <head>: src/app/boot/first-script/,
 * bundled into one plain script with no imports (its modules share the markers, the retry schedule and
 * "today in Nepal" with the page's modules), as browsers from 2020 on run it.
 */
export const PAGE_FIRST_SCRIPT = buildSync({
  entryPoints: [fileURLToPath(new URL("../../../src/app/boot/first-script/first-script.ts", import.meta.url))],
  bundle: true,
  format: "iife",
  target: "es2020",
  minify: true,
  write: false,
  legalComments: "none",
}).outputFiles[0]!.text.trim();

/** Its hash, which the pages' Content-Security-Policy allows by name (script-src stays 'self'). */
export const PAGE_FIRST_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(PAGE_FIRST_SCRIPT).digest("base64")}'`;
