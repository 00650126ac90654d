import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../lib/project-root.ts";

// npm test: every check, stage by stage, stopping at the first that fails, then each stage's seconds.
// npm test -- <pattern>...: only the test files matching the patterns (building first when a
// browser test is among them), without the rest of the pipeline.

/** One stage: its commands run side by side (the machine has two cores), each an npm script. */
interface Stage {
  name: string;
  scripts: string[][];
}

/** The site as it ships, and as the browser tests' form checks need it (.env.e2e's services). */
const BUILD: Stage = { name: "build", scripts: [["build"], ["build:e2e"]] };

const PIPELINE: Stage[] = [
  { name: "validate and generated types", scripts: [["validate"], ["gen:types"]] },
  { name: "type-check and lint", scripts: [["typecheck"], ["lint"]] },
  { name: "unit and component tests", scripts: [["test:unit"]] },
  BUILD,
  { name: "bench and other engines", scripts: [["bench", "--", "--no-taps"], ["test:engines"]] },
  { name: "browser tests", scripts: [["test:browser"]] },
];

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: PROJECT_ROOT, stdio: "inherit" });
    child.on("close", (code) => resolve(code ?? 1));
  });
}

const runScript = (script: string[]) => run("npm", ["run", "-s", ...script]);

async function runStage({ scripts }: Stage): Promise<boolean> {
  const codes = await Promise.all(scripts.map(runScript));
  return codes.every((code) => code === 0);
}

function printTimes(times: { name: string; seconds: number; ok: boolean }[]): void {
  const total = times.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log("\nnpm test, stage by stage:");
  for (const { name, seconds, ok } of times) {
    console.log(`  ${name.padEnd(32)} ${seconds.toFixed(1).padStart(6)} s${ok ? "" : "  FAILED"}`);
  }
  console.log(`  ${"total".padEnd(32)} ${total.toFixed(1).padStart(6)} s`);
}

async function runPipeline(): Promise<boolean> {
  const times: { name: string; seconds: number; ok: boolean }[] = [];
  for (const stage of PIPELINE) {
    const started = performance.now();
    const ok = await runStage(stage);
    times.push({ name: stage.name, seconds: (performance.now() - started) / 1000, ok });
    if (!ok) break;
  }
  printTimes(times);
  return times.every(({ ok }) => ok);
}

/** The test files Vitest will pick for these patterns: those whose path holds one of them. */
function testFilesMatching(patterns: string[]): string[] {
  return ["src", "editor", "scripts", "tests"]
    .flatMap((dir) =>
      readdirSync(join(PROJECT_ROOT, dir), { recursive: true, encoding: "utf8" }).map((f) => `${dir}/${f}`),
    )
    .filter((file) => /\.test\.tsx?$/.test(file) && patterns.some((pattern) => file.includes(pattern)));
}

async function runMatching(patterns: string[]): Promise<boolean> {
  // The browser and engine tests run against the build of the current sources.
  const needsBuild = testFilesMatching(patterns).some((file) => /^tests\/(browser|engines)\//.test(file));
  if (needsBuild && !(await runStage(BUILD))) return false;
  return (await run("npx", ["vitest", "run", ...patterns])) === 0;
}

const patterns = process.argv.slice(2);
const ok = patterns.length > 0 ? await runMatching(patterns) : await runPipeline();
process.exitCode = ok ? 0 : 1;
