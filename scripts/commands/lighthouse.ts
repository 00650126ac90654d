import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { preview } from "vite";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";

// npm run lighthouse: Lighthouse's mobile audit (default throttling) of the build, served like a
// static host with its headers, in Debian's Chromium; the median of three runs per page. Times
// depend on the machine, so this is a report, not part of npm test.
const PAGES = ["/", "/courses", "/frontend-development", "/website-development"];
const RUNS = 3;
const TARGET = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100, lcp: 1500, tbt: 50, cls: 0.01 };

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

if (!existsSync(join(PROJECT_ROOT, "dist/index.html"))) throw new Error("No build found: run `npm run build` first.");
const server = await preview({ root: PROJECT_ROOT, logLevel: "silent", preview: { port: 0, host: "127.0.0.1" } });
const address = server.httpServer.address();
if (!address || typeof address === "string") throw new Error("preview server has no port");
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });

const rows: string[][] = [];
let missed = 0;
try {
  for (const path of PAGES) {
    const runs: LighthouseResult[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`http://127.0.0.1:${address.port}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      runs.push(result.lhr as unknown as LighthouseResult);
    }
    const median = computeMedianRun(runs) as LighthouseResult;
    const score = (id: keyof typeof TARGET) => Math.round((median.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => median.audits[id]?.numericValue ?? Number.NaN;
    const figures = {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
    };
    const met =
      figures.performance >= TARGET.performance &&
      figures.accessibility >= TARGET.accessibility &&
      figures["best-practices"] >= TARGET["best-practices"] &&
      figures.seo >= TARGET.seo &&
      figures.lcp <= TARGET.lcp &&
      figures.tbt <= TARGET.tbt &&
      figures.cls <= TARGET.cls;
    if (!met) missed += 1;
    rows.push([
      path,
      String(figures.performance),
      String(figures.accessibility),
      String(figures["best-practices"]),
      String(figures.seo),
      `${(figures.lcp / 1000).toFixed(2)} s`,
      `${Math.round(figures.tbt)} ms`,
      figures.cls.toFixed(3),
      met ? "met" : "MISSED",
    ]);
  }
} finally {
  chrome.kill();
  await server.close();
}

const header = ["route", "performance", "accessibility", "best practices", "SEO", "LCP", "TBT", "CLS", "target"];
console.log(`Lighthouse ${lighthouseVersion()}, mobile, default throttling, median of ${RUNS}\n`);
console.log(`| ${header.join(" | ")} |\n|${header.map(() => " --- ").join("|")}|`);
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
if (missed > 0) {
  console.error(
    `\n${missed} page(s) missed a target (performance ≥ 98; the rest 100; LCP ≤ 1.5 s; TBT ≤ 50 ms; CLS ≤ 0.01).`,
  );
  process.exitCode = 1;
}

function lighthouseVersion(): string {
  return (
    JSON.parse(readFileSync(join(PROJECT_ROOT, "node_modules/lighthouse/package.json"), "utf8")) as { version: string }
  ).version;
}
