import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT_ROOT } from "./project-root.ts";

/** Tests and local state: not needed to validate or build the copy, and large (builds, dist*, too). */
const SKIP = new Set(["node_modules", ".git", "outbox", ".editor-staging", ".scratch", "tests", "docs"]);

const PACKAGES = join(PROJECT_ROOT, "node_modules");

/**
 * A temporary copy of the project that can be validated, built and served on its own (node_modules
 * is linked, not copied), so a bench or a test never writes into this project's pages/ or dist/.
 * `from`: the site copied (this project by default; the fixture site, for a test of what it adds).
 * `at`: the copy's own folder, made anew, in place of a new temporary one (a dev server's, whose
 * dependency cache is valid only at the same address: tests/support/dev-server.ts).
 * `parent`: where the copy goes (the deploy hook builds beside the folder it deploys to).
 * `caches`: where the copy's builds keep their caches (node_modules/.cache). Given, the copy's
 * node_modules is a folder of links to this project's packages, so what a build writes there (those
 * caches, Vite's .vite-temp) never reaches this checkout: the deploy hook runs as the web server's
 * user, who may only read it.
 */
export function copySite(
  prefix = "site-",
  {
    from = PROJECT_ROOT,
    parent = tmpdir(),
    caches,
    at,
  }: { from?: string; parent?: string; caches?: string; at?: string } = {},
): string {
  const copy = at ?? mkdtempSync(join(parent, prefix));
  if (at) {
    rmSync(at, { recursive: true, force: true });
    mkdirSync(at, { recursive: true });
  }
  // Entry by entry: the copy may be made inside the project (the fixture site is), which cpSync refuses.
  for (const entry of readdirSync(from).filter((name) => !SKIP.has(name) && !name.startsWith("dist")))
    cpSync(join(from, entry), join(copy, entry), { recursive: true });
  const modules = join(copy, "node_modules");
  if (caches === undefined) {
    symlinkSync(PACKAGES, modules);
    return copy;
  }
  mkdirSync(modules);
  // The packages and their commands (.bin), not npm's or the tools' own files (.package-lock.json, .cache…).
  for (const entry of readdirSync(PACKAGES).filter((name) => !name.startsWith(".") || name === ".bin"))
    symlinkSync(join(PACKAGES, entry), join(modules, entry));
  mkdirSync(caches, { recursive: true });
  symlinkSync(caches, join(modules, ".cache"));
  return copy;
}
