import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { PROJECT_ROOT } from "./project-root.ts";

/** How a command ended: its exit status and what it printed. */
export interface ScriptRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs one of the project's scripts as its `npm run` does (tsx, from the project root), to its end. */
export function runScript(script: string, args: string[]): ScriptRun {
  try {
    const stdout = execFileSync(join(PROJECT_ROOT, "node_modules/.bin/tsx"), [script, ...args], {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
      stdio: "pipe",
    });
    return { status: 0, stdout, stderr: "" };
  } catch (error) {
    const { status, stdout, stderr } = error as ScriptRun;
    return { status, stdout, stderr };
  }
}
