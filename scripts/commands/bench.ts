import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium.ts";
import { preview } from "vite";
import { BUDGETS, type Budget } from "./bench/budgets.ts";
import { firstLoadTab, measureFirstLoad, type FirstLoad } from "./bench/measure-first-load.ts";
import { printFirstTaps } from "./bench/print-first-taps.ts";
import { benchPictureBytes } from "./bench/picture-bytes.ts";
import { scaleBench } from "./bench/scale.ts";
import { photoScaleBench } from "./bench/photo-scale.ts";
import { benchEditorBytes } from "./bench/editor-bytes.ts";
import { validatePages } from "../validator/validate-pages.ts";
import { englishPath } from "../../src/content/translation/languages.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";

// npm run bench: first-load bytes (gzip) of every route of the build against our budgets; exits 1
// when one is over. Bytes, not times: the same build gives the same figures on any machine.
// Then the bytes of pictures a phone fetches where a page shows camera photos (against a budget), and
// the editor's bytes on a phone against nginx and git http-backend (against budgets).
// Then the first tap on More on a phone at 4× CPU slowdown (printed, never failing; left out with
// `--no-taps`, as npm test does: it checks nothing and takes half the bench's time).
// Then how validation grows to 1,000 courses (printed, never failing); `npm run bench -- --scale`
// also times whole builds of 50 and 1,000 courses, which takes several minutes; `--photos=100` builds
// a copy with 100 camera photos on its cards, cold and again (several minutes too).
const DIST = join(PROJECT_ROOT, "dist");
const PARALLEL_LOADS = 4;
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);

// Every page document, those in Nepali within the same budgets as their English ones.
const { documents, translations } = validatePages();
const pages = [...documents, ...translations];
const server = await preview({ root: PROJECT_ROOT, logLevel: "silent", preview: { port: 0, host: "127.0.0.1" } });
const address = server.httpServer.address();
if (!address || typeof address === "string") throw new Error("preview server has no port");
const baseUrl = `http://127.0.0.1:${address.port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

const over: string[] = [];
console.log(
  `${"route".padEnd(28)}  ${"HTML".padStart(6)}  ${"CSS".padStart(6)}  ${"JS".padStart(6)}  ${"images".padStart(6)}  ${"total".padStart(6)}   budget (KB gzip: HTML / JS / total)`,
);
const rows = pages
  .map(({ document }) => ({
    path: document.path,
    budget: BUDGETS[englishPath(document.path) === "/" ? "home" : document.kind],
  }))
  .sort((a, b) => a.path.localeCompare(b.path));
// A few routes at a time, each tab taking the next: bytes do not depend on timing.
const loads: FirstLoad[] = [];
let next = 0;
const tabs = await Promise.all(Array.from({ length: PARALLEL_LOADS }, () => firstLoadTab(browser)));
await Promise.all(
  tabs.map(async (tab) => {
    for (let i = next++; i < rows.length; i = next++)
      loads[i] = await measureFirstLoad(tab, baseUrl, DIST, rows[i].path);
  }),
);
for (const [i, { path, budget }] of rows.entries()) {
  const load = loads[i];
  const problems = check(load, budget);
  over.push(...problems.map((problem) => `${path}: ${problem}`));
  console.log(
    `${path.padEnd(28)}  ${kb(load.html)}  ${kb(load.css)}  ${kb(load.js)}  ${kb(load.images)}  ${kb(load.total)}   ${kb(budget.html)} /${kb(budget.js)} /${kb(budget.total)}${problems.length ? "  OVER" : ""}`,
  );
}
over.push(...(await benchPictureBytes(browser)));
over.push(...(await benchEditorBytes(browser)));
if (!process.argv.includes("--no-taps")) await printFirstTaps(browser, baseUrl);
await browser.close();
await server.close();

if (over.length > 0) {
  console.error(`\n${over.length} over budget:\n${over.join("\n")}`);
  process.exitCode = 1;
} else {
  console.log(`\nAll ${rows.length} routes within budget.`);
}

scaleBench({ build: process.argv.includes("--scale") });
const photos = process.argv.find((argument) => argument.startsWith("--photos="));
if (photos) await photoScaleBench(Number(photos.slice("--photos=".length)));

function check(load: FirstLoad, budget: Budget): string[] {
  const problems: string[] = [];
  if (load.html > budget.html) problems.push(`HTML ${kb(load.html)} KB > ${kb(budget.html)} KB`);
  if (load.js > budget.js) problems.push(`JS ${kb(load.js)} KB > ${kb(budget.js)} KB`);
  if (load.total > budget.total) problems.push(`total ${kb(load.total)} KB > ${kb(budget.total)} KB`);
  return problems;
}
