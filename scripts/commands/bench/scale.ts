import { execSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { delimiter, join } from "node:path";
import { pathToFileURL } from "node:url";
import { createSchemaChecker } from "../../validator/schema-files.ts";
import { validatePages } from "../../validator/validate-pages.ts";
import { copySite } from "../../lib/copy-site.ts";
import { firstGeneratedPath, generateCourses, TEMPLATE_PATH } from "./generate-courses.ts";
import { folderBytes, pageWeight, type PageWeight } from "./page-weight.ts";

/** Generated courses added to today's (`--sizes=50,300` measures others): validation alone, or builds too. */
const SIZES = sizesFromArguments();
const VALIDATE_SIZES = [50, 300, 1_000];
const BUILD_SIZES = [0, 50, 300, 1_000, 5_000];
const KB = 1024;
/** Issue 22's budgets for a site with 1,000 generated courses. */
export const SCALE_BUDGETS = {
  course: { html: 14 * KB, elements: 1_500 },
  list: { html: 30 * KB, elements: 3_000 },
  /** A course page's JS may grow by this much over the 27-course site's. */
  courseJsGrowth: 5 * KB,
  dist: 80 * KB * KB,
} as const;
/** Validating 1,000 courses should feel instant in the editor and on save in the dev server. */
const VALIDATE_TARGET_MS = 2_000;
/** A whole `npm run build` of 1,000 courses on the 2-core machine. */
const BUILD_TARGET_MS = 30_000;
/** Cost per page at the largest size within this factor of the smallest counts as linear growth. */
const LINEAR_FACTOR = 1.5;
/** Validation is timed this many times and the fastest kept: the run least slowed by other work. */
const RUNS = 5;
/** The steps of package.json's `build` script, in order, as the table names them. */
const BUILD_STEPS = ["forms check", "client build", "server build", "pre-render"] as const;

interface Row {
  courses: number;
  pages: number;
  validateMs: number;
  /** Each step of `npm run build`, timed as a whole command. */
  stepMs?: Record<(typeof BUILD_STEPS)[number], number>;
  /** Share cards the build had to draw: the rest came from the card cache, kept between builds. */
  cardsDrawn?: number;
  /** One generated course's page, the home page and /courses, as built. */
  weights?: { course: PageWeight; home: PageWeight; courses: PageWeight };
  /** Bytes of dist/. */
  distBytes?: number;
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

    const rows = (SIZES ?? (build ? BUILD_SIZES : VALIDATE_SIZES)).map((courses): Row => {
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
        ({ stepMs: row.stepMs, cardsDrawn: row.cardsDrawn } = timeBuildSteps(copy));
        const dist = join(copy, "dist");
        row.weights = {
          course: pageWeight(dist, courses > 0 ? firstGeneratedPath : TEMPLATE_PATH),
          home: pageWeight(dist, ""),
          courses: pageWeight(dist, "courses"),
        };
        row.distBytes = folderBytes(dist);
      }
      return row;
    });
    print(rows, compileMs);
    return rows;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * Runs the commands of `npm run build:site` (the site without its editor) one by one in `root`, as npm
 * would, and times each; counts the share cards drawn from what the pre-render's workers print
 * ("social cards: 58 (3 drawn, 55 from the cache)").
 */
function timeBuildSteps(root: string): Pick<Row, "stepMs" | "cardsDrawn"> {
  const { scripts } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    scripts: { "build:site": string };
  };
  const commands = scripts["build:site"].split(" && ");
  if (commands.length !== BUILD_STEPS.length) {
    throw new Error(`package.json's build:site has ${commands.length} steps; scale.ts names ${BUILD_STEPS.length}.`);
  }
  const env = { ...process.env, PATH: `${join(root, "node_modules/.bin")}${delimiter}${process.env.PATH}` };
  let output = "";
  const entries = commands.map((command, index) => {
    const start = performance.now();
    // Vite names every chunk it writes: at 5,000 courses more than execSync's 1 MB default.
    output += execSync(command, {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "ignore"],
      encoding: "utf8",
      maxBuffer: 256 * KB * KB,
    });
    return [BUILD_STEPS[index], performance.now() - start] as const;
  });
  const drawn = [...output.matchAll(/social cards: \d+ \((\d+) drawn/g)].map((match) => Number(match[1]));
  return {
    stepMs: Object.fromEntries(entries) as Row["stepMs"],
    cardsDrawn: drawn.reduce((sum, count) => sum + count, 0),
  };
}

function print(rows: Row[], compileMs: number): void {
  const col = (text: string, width: number) => text.padStart(width);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(`\nScale: generated course pages added to a copy of the site (validation: fastest of ${RUNS} runs)`);
  console.log(
    `${col("courses", 7)}  ${col("pages", 5)}  ${col("validate ms", 11)}  ${col("ms/page", 7)}  ${col("client s", 8)}  ${col("server s", 8)}  ${col("pre-render s", 12)}  ${col("ms/page", 7)}  ${col("build s", 7)}  ${col("cards drawn", 11)}`,
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
          String(row.cardsDrawn),
        ]
      : ["–", "–", "–", "–", "–", "–"];
    console.log(
      `${col(String(row.courses), 7)}  ${col(String(row.pages), 5)}  ${col(row.validateMs.toFixed(0), 11)}  ${col(perPage(row.validateMs, row), 7)}  ${col(build[0], 8)}  ${col(build[1], 8)}  ${col(build[2], 12)}  ${col(build[3], 7)}  ${col(build[4], 7)}  ${col(build[5], 11)}`,
    );
  }
  console.log(`(compiling the schemas, once per process: ${compileMs.toFixed(0)} ms)`);
  printWeights(rows);

  const largest = rows.at(-1)!;
  const smallest = rows[0];
  const verdict = (ok: boolean) => (ok ? "PASS" : "OVER");
  // The targets are for 1,000 courses; larger sizes show how the cost grows.
  const atBudget = rows.find((row) => row.courses === 1_000);
  if (atBudget) {
    console.log(
      `Validating ${atBudget.courses} courses (${atBudget.pages} pages): ${atBudget.validateMs.toFixed(0)} ms, target < ${VALIDATE_TARGET_MS} ms: ${verdict(atBudget.validateMs < VALIDATE_TARGET_MS)}`,
    );
  }
  const growth = (name: string, ms: (row: Row) => number) => {
    const ratio = ms(largest) / largest.pages / (ms(smallest) / smallest.pages);
    return `${name} ${ratio.toFixed(2)}× (${ratio <= LINEAR_FACTOR ? "linear" : `more than linear: over ${LINEAR_FACTOR}×`})`;
  };
  const growths = [growth("validate", (row) => row.validateMs)];
  if (atBudget?.stepMs) {
    const total = totalOf(atBudget.stepMs);
    console.log(
      `Whole build of ${atBudget.courses} courses: ${seconds(total)} s (${atBudget.cardsDrawn} share cards drawn, the rest kept from an earlier build), target ≤ ${seconds(BUILD_TARGET_MS)} s: ${verdict(total <= BUILD_TARGET_MS)}`,
    );
  }
  if (largest.stepMs) growths.push(growth("pre-render", (row) => row.stepMs!["pre-render"]));
  console.log(`Cost per page at ${largest.courses} courses against ${smallest.courses}: ${growths.join(", ")}.`);
  if (!largest.stepMs) console.log("Build times and page weights: run `npm run bench -- --scale` (several minutes).");
}

/** What each build writes: the pages' weight against issue 22's budgets, and dist/'s size. */
function printWeights(rows: Row[]): void {
  const built = rows.filter((row) => row.weights);
  if (built.length === 0) return;
  const col = (text: string, width: number) => text.padStart(width);
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  const page = (weight: PageWeight, budget: { html: number; elements: number }) =>
    `${kb(weight.html)} KB ${weight.elements}${weight.html > budget.html || weight.elements > budget.elements ? " OVER" : ""}`;
  console.log(
    `\nPage weight (HTML gzip, elements; budgets at 1,000 courses: course ${kb(SCALE_BUDGETS.course.html)} KB ${SCALE_BUDGETS.course.elements}, home and /courses ${kb(SCALE_BUDGETS.list.html)} KB ${SCALE_BUDGETS.list.elements}; a course page's JS within ${kb(SCALE_BUDGETS.courseJsGrowth)} KB of the first row's; dist ${SCALE_BUDGETS.dist / KB / KB} MB)`,
  );
  console.log(
    `${col("courses", 7)}  ${col("course page", 18)}  ${col("home", 18)}  ${col("/courses", 18)}  ${col("course JS KB", 12)}  ${col("dist MB", 8)}`,
  );
  const baseJs = built[0].weights!.course.js;
  for (const row of built) {
    const { course, home, courses } = row.weights!;
    const jsOver = course.js - baseJs > SCALE_BUDGETS.courseJsGrowth ? " OVER" : "";
    const distOver = row.courses <= 1_000 && row.distBytes! > SCALE_BUDGETS.dist ? " OVER" : "";
    console.log(
      `${col(String(row.courses), 7)}  ${col(page(course, SCALE_BUDGETS.course), 18)}  ${col(page(home, SCALE_BUDGETS.list), 18)}  ${col(page(courses, SCALE_BUDGETS.list), 18)}  ${col(kb(course.js) + jsOver, 12)}  ${col((row.distBytes! / KB / KB).toFixed(1) + distOver, 8)}`,
    );
  }
}

/** `--sizes=50,300`: the numbers of generated courses to measure. */
function sizesFromArguments(): number[] | undefined {
  const argument = process.argv.find((arg) => arg.startsWith("--sizes="));
  return argument?.slice("--sizes=".length).split(",").map(Number);
}

function totalOf(steps: NonNullable<Row["stepMs"]>): number {
  return BUILD_STEPS.reduce((sum, step) => sum + steps[step], 0);
}

function perPage(ms: number, row: Row): string {
  return (ms / row.pages).toFixed(2);
}

// npx tsx scripts/commands/bench/scale.ts [--scale]: this part alone, without the first-load part.
if (import.meta.url === pathToFileURL(process.argv[1]).href) scaleBench({ build: process.argv.includes("--scale") });
