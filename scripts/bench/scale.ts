import { execSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { delimiter, join } from "node:path";
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import { createSchemaChecker } from "../validator/create-ajv.ts";
import { validatePages } from "../validator/validate-pages.ts";
import { copySite } from "../../tests/support/copy-site.ts";
import { firstGeneratedPath, generateCourses } from "./generate-courses.ts";

const SIZES = [50, 300, 1_000];
/** Validating 1,000 courses should feel instant in the editor and on save in the dev server. */
const VALIDATE_TARGET_MS = 2_000;
/** A whole `npm run build` of 1,000 courses on the 2-core machine. */
const BUILD_TARGET_MS = 30_000;
/** Cost per page at the largest size within this factor of the smallest counts as linear growth. */
const LINEAR_FACTOR = 1.5;
/** Validation is timed this many times and the fastest kept: the run least slowed by other work. */
const RUNS = 5;
/** The steps of package.json's `build` script, in order, as the table names them. */
const BUILD_STEPS = ["client build", "server build", "pre-render"] as const;

interface Row {
  courses: number;
  pages: number;
  validateMs: number;
  /** Each step of `npm run build`, timed as a whole command. */
  stepMs?: Record<(typeof BUILD_STEPS)[number], number>;
  /** Gzip bytes of one generated course's pre-rendered HTML: lists of every course make it grow. */
  courseHtml?: number;
}

/**
 * How validation (and with `build`, each step of the build) grows with the number of course pages:
 * adds 50, 300, then 1,000 generated courses to a temporary copy and times each. Only prints: times
 * depend on the machine, so they never fail the bench.
 */
export function scaleBench({ build }: { build: boolean }): Row[] {
  const copy = copySite("site-scale-");
  try {
    const compileStart = performance.now();
    const checker = createSchemaChecker();
    validatePages(copy, checker);
    const compileMs = performance.now() - compileStart;

    const rows = SIZES.map((courses): Row => {
      const pages = generateCourses(copy, courses);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const start = performance.now();
        const { problems } = validatePages(copy, checker);
        times.push(performance.now() - start);
        const errors = problems.filter((p) => p.severity === "error");
        if (errors.length > 0) {
          throw new Error(`The ${courses} generated courses do not validate: ${errors[0].file}: ${errors[0].message}`);
        }
      }
      const row: Row = { courses, pages, validateMs: Math.min(...times) };
      if (build) {
        row.stepMs = timeBuildSteps(copy);
        row.courseHtml = gzipSync(readFileSync(join(copy, "dist", firstGeneratedPath, "index.html"))).length;
      }
      return row;
    });
    print(rows, compileMs);
    return rows;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Runs the commands of `npm run build` one by one in `root`, as npm would, and times each. */
function timeBuildSteps(root: string): Row["stepMs"] {
  const { scripts } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: { build: string } };
  const commands = scripts.build.split(" && ");
  if (commands.length !== BUILD_STEPS.length) {
    throw new Error(`package.json's build has ${commands.length} steps; scale.ts names ${BUILD_STEPS.length}.`);
  }
  const env = { ...process.env, PATH: `${join(root, "node_modules/.bin")}${delimiter}${process.env.PATH}` };
  const entries = commands.map((command, index) => {
    const start = performance.now();
    execSync(command, { cwd: root, env, stdio: "ignore" });
    return [BUILD_STEPS[index], performance.now() - start] as const;
  });
  return Object.fromEntries(entries) as Row["stepMs"];
}

function print(rows: Row[], compileMs: number): void {
  const col = (text: string, width: number) => text.padStart(width);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(`\nScale: generated course pages added to a copy of the site (validation: fastest of ${RUNS} runs)`);
  console.log(
    `${col("courses", 7)}  ${col("pages", 5)}  ${col("validate ms", 11)}  ${col("ms/page", 7)}  ${col("client s", 8)}  ${col("server s", 8)}  ${col("pre-render s", 12)}  ${col("ms/page", 7)}  ${col("build s", 7)}  ${col("course HTML KB gzip", 19)}`,
  );
  for (const row of rows) {
    const steps = row.stepMs;
    const build = steps
      ? [
          seconds(steps["client build"]),
          seconds(steps["server build"]),
          seconds(steps["pre-render"]),
          perPage(steps["pre-render"], row),
          seconds(totalOf(steps)),
          ((row.courseHtml ?? 0) / 1024).toFixed(1),
        ]
      : ["–", "–", "–", "–", "–", "–"];
    console.log(
      `${col(String(row.courses), 7)}  ${col(String(row.pages), 5)}  ${col(row.validateMs.toFixed(0), 11)}  ${col(perPage(row.validateMs, row), 7)}  ${col(build[0], 8)}  ${col(build[1], 8)}  ${col(build[2], 12)}  ${col(build[3], 7)}  ${col(build[4], 7)}  ${col(build[5], 19)}`,
    );
  }
  console.log(`(compiling the schemas, once per process: ${compileMs.toFixed(0)} ms)`);

  const largest = rows.at(-1)!;
  const smallest = rows[0];
  const verdict = (ok: boolean) => (ok ? "PASS" : "OVER");
  console.log(
    `Validating ${largest.courses} courses (${largest.pages} pages): ${largest.validateMs.toFixed(0)} ms, target < ${VALIDATE_TARGET_MS} ms: ${verdict(largest.validateMs < VALIDATE_TARGET_MS)}`,
  );
  const growth = (name: string, ms: (row: Row) => number) => {
    const ratio = ms(largest) / largest.pages / (ms(smallest) / smallest.pages);
    return `${name} ${ratio.toFixed(2)}× (${ratio <= LINEAR_FACTOR ? "linear" : `more than linear: over ${LINEAR_FACTOR}×`})`;
  };
  const growths = [growth("validate", (row) => row.validateMs)];
  if (largest.stepMs) {
    growths.push(growth("pre-render", (row) => row.stepMs!["pre-render"]));
    const total = totalOf(largest.stepMs);
    console.log(
      `Whole build of ${largest.courses} courses: ${seconds(total)} s, target ≤ ${seconds(BUILD_TARGET_MS)} s: ${verdict(total <= BUILD_TARGET_MS)}`,
    );
  }
  console.log(`Cost per page at ${largest.courses} courses against ${smallest.courses}: ${growths.join(", ")}.`);
  if (!largest.stepMs) console.log("Build times: run `npm run bench -- --scale` (a few minutes).");
}

function totalOf(steps: NonNullable<Row["stepMs"]>): number {
  return BUILD_STEPS.reduce((sum, step) => sum + steps[step], 0);
}

function perPage(ms: number, row: Row): string {
  return (ms / row.pages).toFixed(2);
}

// npx tsx scripts/bench/scale.ts [--scale]: this part alone, without the first-load part.
if (import.meta.url === pathToFileURL(process.argv[1]).href) scaleBench({ build: process.argv.includes("--scale") });
