import { rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { NOT_FOUND, type RenderPagesTask } from "./prerender/render-pages-task.ts";
import { runWorker } from "./prerender/run-worker.ts";
import { writeSitemap } from "./prerender/write-sitemap.ts";
import { builtCommit, writeVersion } from "./prerender/write-version.ts";
import { formsIn, formsServices, settingsOfMode } from "../lib/forms-reach/forms-reach.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";
import { FORMS_DIR } from "../validator/validate-texts.ts";

// Run after the client and server builds: writes dist/<address>/index.html for every route and alias.
// `--out DIR --ssr DIR --mode MODE` pre-renders another client build with its own server build (the
// browser tests' e2e build, made beside the site's).
const option = (name: string, otherwise: string) => {
  const index = process.argv.indexOf(name);
  return join(PROJECT_ROOT, index >= 0 ? process.argv[index + 1] : otherwise);
};
const DIST = option("--out", "dist");
/** The Vite mode the client build was made in, whose settings it carries (`--mode e2e`: the browser tests' build). */
const MODE = process.argv.includes("--mode") ? process.argv[process.argv.indexOf("--mode") + 1]! : "production";
const SERVER_BUILD = option("--ssr", "dist-ssr");
const SERVER_ENTRY = join(SERVER_BUILD, "entry-server.js");
/** Below this many pages a second worker costs more to start (it loads the app again) than it saves. */
const PAGES_PER_WORKER = 200;

// React's production build: the same HTML as its development build, without the checks that cost
// most of the time. Set before the server entry imports React (the workers inherit it).
process.env.NODE_ENV = "production";
const { routes, site } = (await import(
  pathToFileURL(SERVER_ENTRY).href
)) as typeof import("../../src/app/entry-server");
const addresses = [...routes.flatMap((route) => route.addresses), NOT_FOUND];

// Each worker renders every n-th address, so that each gets its share of course pages and others.
const started = performance.now();
const version = builtCommit();
const workers = Math.max(1, Math.min(availableParallelism(), Math.floor(addresses.length / PAGES_PER_WORKER)));
const tasks = Array.from({ length: workers }, (_, worker): RenderPagesTask => ({
  dist: DIST,
  serverEntry: SERVER_ENTRY,
  version,
  addresses: addresses.filter((_, index) => index % workers === worker),
}));
await Promise.all(tasks.map((task) => runWorker(new URL("./prerender/render-pages.ts", import.meta.url), task)));

writeSitemap(
  DIST,
  site.url,
  routes.map((route) => (route.path === "/" ? "/" : route.path)),
);
const forms = formsServices(settingsOfMode(PROJECT_ROOT, MODE), formsIn(join(PROJECT_ROOT, FORMS_DIR)));
const { commit } = writeVersion(DIST, version, forms);
rmSync(SERVER_BUILD, { recursive: true, force: true });
const elapsed = performance.now() - started;
console.log(
  `pre-rendered ${addresses.length} pages into ${DIST} with ${workers} worker${workers > 1 ? "s" : ""} (commit ${commit.slice(0, 12) || "unknown"}) in ${Math.round(elapsed)} ms (${(elapsed / addresses.length).toFixed(1)} ms a page)`,
);
