import { spawn } from "node:child_process";
import { PROJECT_ROOT } from "../../lib/project-root.ts";

/** One stage: its commands run side by side (the machine has two cores), each an npm script; or work of its own. */
export interface Stage {
  name: string;
  scripts?: string[][];
  work?: () => Promise<boolean>;
}

/** The lines of a failed command's end printed again under the stage's others: Vitest's failures and its summary. */
const FAILURE_LINES = 80;

/**
 * An npm script: its exit code and what it printed, which is also printed as it comes (`shown`) or only
 * kept (to be printed whole later).
 */
function runScript(script: string[], cwd: string, shown: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "-s", ...script], { cwd, stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      chunks.push(chunk);
      if (shown) to.write(chunk);
    };
    child.stdout.on("data", keep(process.stdout));
    child.stderr.on("data", keep(process.stderr));
    child.on("close", (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

const commandOf = (script: string[]) => `npm run ${script.join(" ")}`;

/**
 * Runs the stage and names what failed in it (empty when all passed). Where commands run side by side,
 * the first prints as it goes and the others are printed whole once all have ended, those that failed
 * last, so their lines never interleave; the first, if it failed, then has its end printed again. So
 * a failure's own words sit just above the summary, where a CI log's tail shows them.
 */
export async function runStage({ name, scripts = [], work }: Stage, cwd = PROJECT_ROOT): Promise<string[]> {
  if (work) return (await work()) ? [] : [name];
  const ran = await Promise.all(
    scripts.map(async (script, i) => ({ command: commandOf(script), ...(await runScript(script, cwd, i === 0)) })),
  );
  const [first, ...others] = ran;
  const failedLast = others.toSorted((a, b) => Number(a.code !== 0) - Number(b.code !== 0));
  for (const { command, output } of failedLast) process.stdout.write(`\n── ${command} ──\n${output}`);
  if (others.length > 0 && first.code !== 0) {
    const end = first.output.trimEnd().split("\n").slice(-FAILURE_LINES).join("\n");
    process.stdout.write(`\n── ${first.command}, how it ended (again) ──\n${end}\n`);
  }
  return ran.filter(({ code }) => code !== 0).map(({ command }) => command);
}
