import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import { createSchemaChecker } from "../validator/create-ajv.ts";
import { validatePages } from "../validator/validate-pages.ts";
import { copySite } from "../../tests/support/copy-site.ts";
import { firstGeneratedPath, generateCourses } from "./generate-courses.ts";

const SIZES = [50, 1_000];
/** Validating 1,000 courses should feel instant in the editor and on save in the dev server. */
const VALIDATE_TARGET_MS = 2_000;
/** Cost per page at the largest size within this factor of the smallest counts as linear growth. */
const LINEAR_FACTOR = 1.5;
/** Validation is timed this many times and the fastest kept: the run least slowed by other work. */
const RUNS = 5;

interface Row {
  courses: number;
  pages: number;
  validateMs: number;
  buildMs?: number;
  /** Gzip bytes of one generated course's pre-rendered HTML: lists of every course make it grow. */
  courseHtml?: number;
}

/**
 * How validation (and with `build`, the whole build) grows with the number of course pages: adds
 * 50, then 1,000, generated courses to a temporary copy and times each. Only prints: times depend
 * on the machine, so they never fail the bench.
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
        const start = performance.now();
        execFileSync("npm", ["run", "-s", "build"], { cwd: copy, stdio: "ignore" });
        row.buildMs = performance.now() - start;
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

function print(rows: Row[], compileMs: number): void {
  const col = (text: string, width: number) => text.padStart(width);
  console.log(`\nScale: generated course pages added to a copy of the site (validation: fastest of ${RUNS} runs)`);
  console.log(
    `${col("courses", 8)}  ${col("pages", 6)}  ${col("validate ms", 11)}  ${col("ms/page", 7)}  ${col("build s", 7)}  ${col("ms/page", 7)}  ${col("course HTML KB gzip", 19)}`,
  );
  for (const row of rows) {
    const build =
      row.buildMs === undefined
        ? ["–", "–", "–"]
        : [(row.buildMs / 1000).toFixed(1), perPage(row.buildMs, row), ((row.courseHtml ?? 0) / 1024).toFixed(1)];
    console.log(
      `${col(String(row.courses), 8)}  ${col(String(row.pages), 6)}  ${col(row.validateMs.toFixed(0), 11)}  ${col(perPage(row.validateMs, row), 7)}  ${col(build[0], 7)}  ${col(build[1], 7)}  ${col(build[2], 19)}`,
    );
  }
  console.log(`(compiling the schemas, once per process: ${compileMs.toFixed(0)} ms)`);

  const largest = rows.at(-1)!;
  const smallest = rows[0];
  const verdict = largest.validateMs < VALIDATE_TARGET_MS ? "PASS" : "OVER";
  console.log(
    `Validating ${largest.courses} courses (${largest.pages} pages): ${largest.validateMs.toFixed(0)} ms, target < ${VALIDATE_TARGET_MS} ms: ${verdict}`,
  );
  const growth = (key: "validateMs" | "buildMs") => {
    const ratio = largest[key]! / largest.pages / (smallest[key]! / smallest.pages);
    return `${key === "validateMs" ? "validate" : "build"} ${ratio.toFixed(2)}× (${ratio <= LINEAR_FACTOR ? "linear" : `more than linear: over ${LINEAR_FACTOR}×`})`;
  };
  const keys = largest.buildMs === undefined ? (["validateMs"] as const) : (["validateMs", "buildMs"] as const);
  console.log(
    `Cost per page at ${largest.courses} courses against ${smallest.courses}: ${keys.map(growth).join(", ")}.`,
  );
  if (largest.buildMs === undefined) console.log("Build times: run `npm run bench -- --scale` (several minutes).");
}

function perPage(ms: number, row: Row): string {
  return (ms / row.pages).toFixed(2);
}

// npx tsx scripts/bench/scale.ts [--scale]: this part alone, without the first-load part.
if (import.meta.url === pathToFileURL(process.argv[1]).href) scaleBench({ build: process.argv.includes("--scale") });
