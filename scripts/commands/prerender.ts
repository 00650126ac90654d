import { rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { NOT_FOUND, type RenderPagesTask } from "./prerender/render-pages-task.ts";
import { runWorker } from "./prerender/run-worker.ts";
import { writeSitemap } from "./prerender/write-sitemap.ts";
import { builtCommit, writeVersion } from "./prerender/write-version.ts";
import { formsIn, formsServices, productionSettings } from "../lib/forms-reach/forms-reach.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";
import { FORMS_DIR } from "../content-layout/content-layout.ts";

// Run after the client and server builds: writes dist/<address>/index.html for every route and alias.
const DIST = join(PROJECT_ROOT, "dist");
const SERVER_BUILD = join(PROJECT_ROOT, "dist-ssr");
const SERVER_ENTRY = join(SERVER_BUILD, "entry-server.js");
/** Below this many pages a second worker costs more to start (it loads the app again) than it saves. */
const PAGES_PER_WORKER = 200;

// React's production build: the same HTML as its development build, without the checks that cost
// most of the time. Set before the server entry imports React (the workers inherit it).
process.env.NODE_ENV = "production";
const { routes, siteIn } = (await import(
  pathToFileURL(SERVER_ENTRY).href
)) as typeof import("../../src/app/entry-server");
const site = await siteIn("en");
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
const forms = formsServices(productionSettings(PROJECT_ROOT), formsIn(join(PROJECT_ROOT, FORMS_DIR)));
const { commit } = writeVersion(DIST, version, forms);
rmSync(SERVER_BUILD, { recursive: true, force: true });
const elapsed = performance.now() - started;
console.log(
  `pre-rendered ${addresses.length} pages into ${DIST} with ${workers} worker${workers > 1 ? "s" : ""} (commit ${commit.slice(0, 12) || "unknown"}) in ${Math.round(elapsed)} ms (${(elapsed / addresses.length).toFixed(1)} ms a page)`,
);
