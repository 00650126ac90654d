import { cpSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT_ROOT } from "./project-root.ts";

/** Builds, tests and local state: not needed to validate or build the copy, and large. */
const SKIP = new Set([
  "node_modules",
  "dist",
  "dist-ssr",
  "dist-e2e",
  "dist-photos",
  "dist-ssr-e2e",
  ".git",
  "outbox",
  ".editor-staging",
  ".scratch",
  "tests",
  "docs",
]);

/**
 * A temporary copy of the project that can be validated, built and served on its own (node_modules
 * is linked, not copied), so a bench or a test never writes into this project's pages/ or dist/.
 * `parent`: where the copy goes (the deploy hook builds beside the folder it deploys to).
 */
export function copySite(prefix = "site-", parent = tmpdir()): string {
  const copy = mkdtempSync(join(parent, prefix));
  cpSync(PROJECT_ROOT, copy, {
    recursive: true,
    filter: (source) => !SKIP.has(source.slice(PROJECT_ROOT.length + 1).split("/")[0]),
  });
  symlinkSync(join(PROJECT_ROOT, "node_modules"), join(copy, "node_modules"));
  return copy;
}
