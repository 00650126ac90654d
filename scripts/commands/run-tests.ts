import { spawn } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { CHROMIUM_PATH } from "../lib/chromium.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";
import { validatePages } from "../validator/validate-pages.ts";
import { siteRoutes } from "../../src/content/site-routes.ts";
import { RECORD_VARIABLE, THIS_RUNS_DURATIONS, thisRunsDurations } from "./test-run/test-durations.ts";
import { runStage, type Stage } from "./test-run/run-stage.ts";
import { checksForAreas } from "./test-scope/checks-for-areas.ts";
import { decideScope } from "./test-scope/decide-scope.ts";
import { builtPage, routesAffected } from "./test-scope/routes-affected.ts";
import { ROUTE_CHECKS, SCOPE_VARIABLE } from "./test-scope/routes-in-scope.ts";

// npm test: every check, stage by stage, stopping at the first that fails, then each stage's seconds.
// npm test -- --since <git ref>: what a change since that ref can affect (test-scope/), saying what
// it chose and why: a change to content only is validated, built and checked at the routes it affects;
// a change to code in known areas (test-scope/code-areas.ts) runs the checks of everything that are
// quick, then those areas' own tests; any other change runs everything.
// npm test -- --checks and npm test -- --browser-shard k/n: the whole suite in parts, for a git host's
// parallel runners (every stage but the browser tests; a build and the k-th of n parts of those).
// npm test -- <pattern>...: only the test files matching the patterns (building first when a
// browser test is among them), without the rest of the pipeline.

/**
 * The run's two site builds, side by side: the site as a deploy builds it (its forms' settings the tests'
 * fake ones), and the fixture site, as staff grow it (scripts/lib/fixture-site/). The one other full build
 * of a run is a deploy's, in editor-git.
 */
const BUILD: Stage = { name: "build", scripts: [["build:tested"], ["build:fixture"]] };

/** The bench: every route's first-load bytes against its budget (bytes, never times: it can run beside anything). */
const BENCH = ["bench", "--", "--no-taps"];

/** The checks in Firefox ESR and WebKitGTK, much of their time spent starting those browsers. */
const ENGINES: Stage = { name: "other engines", scripts: [["test:engines"]] };

const VALIDATE: Stage = { name: "validate and generated types", scripts: [["validate"], ["gen:types"]] };
const TYPECHECK_AND_LINT: Stage = { name: "type-check and lint", scripts: [["typecheck"], ["lint"]] };

/** Every check but the browser tests, for a git host's parallel runners (`--checks`). */
const CHECKS: Stage[] = [
  VALIDATE,
  TYPECHECK_AND_LINT,
  { name: "unit and component tests", scripts: [["test:unit"]] },
  BUILD,
  { name: "bench and other engines", scripts: [BENCH, ["test:engines"]] },
];

/**
 * The whole suite. The bench runs beside the browser tests; the other engines after them, on a machine
 * no longer busy with Chromium (beside it, their checks took six times as long as alone).
 */
const PIPELINE: Stage[] = [
  ...CHECKS.slice(0, -1),
  { name: "browser tests and bench", scripts: [["test:browser"], BENCH] },
  ENGINES,
];

function run(command: string, args: string[], env = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: PROJECT_ROOT, stdio: "inherit", env });
    child.on("close", (code) => resolve(code ?? 1));
  });
}

interface StageTime {
  name: string;
  seconds: number;
  failed: string[];
}

function printTimes(times: StageTime[]): void {
  const total = times.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log("\nnpm test, stage by stage:");
  for (const { name, seconds, failed } of times) {
    const verdict = failed.length ? `  FAILED: ${failed.join(", ")} (see above)` : "";
    console.log(`  ${name.padEnd(32)} ${seconds.toFixed(1).padStart(6)} s${verdict}`);
  }
  console.log(`  ${"total".padEnd(32)} ${total.toFixed(1).padStart(6)} s`);
  const slowest = Object.entries(thisRunsDurations())
    .sort(([, a], [, b]) => b - a)
    .slice(0, 10);
  if (slowest.length === 0) return;
  console.log("\nThe ten slowest test files (files run side by side, so each includes the others' load):");
  for (const [file, seconds] of slowest) console.log(`  ${file.padEnd(58)} ${seconds.toFixed(1).padStart(6)} s`);
}

async function runPipeline(stages = PIPELINE): Promise<boolean> {
  rmSync(THIS_RUNS_DURATIONS, { recursive: true, force: true });
  // A whole run's seconds order the next run's files, the longest first (test-run/test-durations.ts).
  if (stages === PIPELINE) process.env[RECORD_VARIABLE] = "1";
  const times: StageTime[] = [];
  for (const stage of stages) {
    const started = performance.now();
    const failed = await runStage(stage);
    times.push({ name: stage.name, seconds: (performance.now() - started) / 1000, failed });
    if (failed.length) break;
  }
  printTimes(times);
  return times.every(({ failed }) => failed.length === 0);
}

/** The test files Vitest will pick for these patterns: those whose path holds one of them. */
function testFilesMatching(patterns: string[]): string[] {
  return ["src", "editor", "scripts", "tests"]
    .flatMap((dir) =>
      readdirSync(join(PROJECT_ROOT, dir), { recursive: true, encoding: "utf8" }).map((f) => `${dir}/${f}`),
    )
    .filter((file) => /\.test\.tsx?$/.test(file) && patterns.some((pattern) => file.includes(pattern)));
}

/** The browser and engine tests run against the build of the current sources. */
const runsOnTheBuild = (file: string) => /^tests\/(built|browser|engines)\//.test(file);

/** The test files matching the patterns (`files`, as testFilesMatching found them), after a build if one needs it. */
async function runMatching(patterns: string[], files: string[]): Promise<boolean> {
  const needsBuild = files.some(runsOnTheBuild);
  if (needsBuild && (await runStage(BUILD)).length > 0) return false;
  return (await run("npx", ["vitest", "run", ...patterns])) === 0;
}

/** The route checks, over the routes a content change affects in the build just made. */
async function checkAffectedRoutes(files: string[]): Promise<boolean> {
  const dist = join(PROJECT_ROOT, "dist");
  const routes = routesAffected(files, siteRoutes(validatePages().documents), dist).filter(({ path }) =>
    existsSync(builtPage(dist, path)),
  );
  console.log(`\nThe routes it affects (${routes.length}):`);
  for (const { path, why } of routes) console.log(`  ${path.padEnd(40)} ${why}`);
  return routes.length === 0 || checkRoutes(routes.map(({ path }) => path));
}

/** The route checks (ROUTE_CHECKS), over these routes of the build just made. */
async function checkRoutes(paths: string[]): Promise<boolean> {
  const env = { ...process.env, [SCOPE_VARIABLE]: JSON.stringify(paths) };
  return (
    (await run("npx", ["vitest", "run", "--project", "built", "--project", "browser", ...ROUTE_CHECKS], env)) === 0
  );
}

/** A content change: validated, built as it ships, and checked at the routes it affects. */
const contentChecks = (files: string[]): Stage[] => [
  { name: "validate", scripts: [["validate"]] },
  { name: "build", scripts: [["build:tested"]] },
  { name: "route checks", work: () => checkAffectedRoutes(files) },
];

/** A code change all in known areas (test-scope/code-areas.ts): everything type-checked, linted and validated, then the areas' own tests. */
function areaChecks(files: string[]): Stage[] {
  const { documents } = validatePages();
  const checks = checksForAreas(files, siteRoutes(documents), documents);
  for (const line of checks.said) console.log(`  ${line}`);
  const routes = checks.routes.map(({ path }) => path);
  const needsBuild = checks.browser.length > 0 || routes.length > 0 || checks.engines;
  const stages: (Stage | false)[] = [
    VALIDATE,
    TYPECHECK_AND_LINT,
    checks.unit.length > 0 && { name: "unit tests of the areas", scripts: [["test:unit", "--", ...checks.unit]] },
    needsBuild && BUILD,
    checks.browser.length > 0 && {
      name: "browser tests of the areas",
      scripts: [["test:browser", "--", ...checks.browser]],
    },
    routes.length > 0 && {
      name: "route checks",
      work: () => {
        console.log(`\nThe route checks, on ${routes.length} routes:`);
        for (const { path, why } of checks.routes) console.log(`  ${path.padEnd(40)} ${why}`);
        return checkRoutes(routes);
      },
    },
    checks.engines && ENGINES,
  ];
  return stages.filter((stage): stage is Stage => stage !== false);
}

async function runSince(ref: string): Promise<boolean> {
  const scope = decideScope(ref);
  console.log(`npm test -- --since ${ref}: ${scope.why}`);
  if (scope.kind === "content") return runPipeline(contentChecks(scope.files));
  return runPipeline(scope.inAreas ? areaChecks(scope.files) : PIPELINE);
}

/**
 * The whole suite split for parallel runners (a git host's workflow): `--checks` is every stage but the
 * browser tests; `--browser-shard k/n` builds, then runs the k-th of n parts of the browser tests.
 */
const browserShard = (shard: string): Stage[] => [
  BUILD,
  { name: `browser tests, part ${shard}`, scripts: [["test:browser", "--", `--shard=${shard}`]] },
];

/**
 * Why this run cannot start, in a sentence, or undefined: an option without its value, or no Chromium
 * where the run needs it (the bench and the browser tests: every mode but chosen tests none of which is
 * a browser test), found at once rather than after minutes of other stages, as a failure in every
 * browser test file.
 */
function cannotStart(option: string | undefined, value: string | undefined, chosen?: string[]): string | undefined {
  if (option === "--since" && !value) return "npm test -- --since needs a git ref, such as main or HEAD~1.";
  if (option === "--browser-shard" && !/^\d+\/\d+$/.test(value ?? ""))
    return `npm test -- --browser-shard takes k/n, such as 1/4${value ? `, not "${value}"` : ""}.`;
  const noBrowserTestChosen = chosen && !chosen.some((file) => file.startsWith("tests/browser/"));
  if (noBrowserTestChosen || existsSync(CHROMIUM_PATH)) return undefined;
  return `There is no Chromium at ${CHROMIUM_PATH}: run .ci/install-system as root (it installs what the tests need from Debian), or set CHROMIUM_PATH to a Chromium, then run npm test again.`;
}

const args = process.argv.slice(2);
const [option, value] = args;
/** The test files chosen by name (`npm test -- <pattern>`), or undefined where the run is not one of those. */
const chosenFiles = option && !option.startsWith("--") ? testFilesMatching(args) : undefined;
const refusal = cannotStart(option, value, chosenFiles);
if (refusal) {
  console.error(refusal);
  process.exit(2);
}
const ok =
  option === "--since"
    ? await runSince(value!)
    : option === "--checks"
      ? await runPipeline(CHECKS)
      : option === "--browser-shard"
        ? await runPipeline(browserShard(value!))
        : args.length > 0
          ? await runMatching(args, chosenFiles ?? [])
          : await runPipeline();
process.exitCode = ok ? 0 : 1;
