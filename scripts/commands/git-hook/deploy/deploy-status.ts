import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { DeployStatus } from "../../../../src/runtime/site-version.ts";

/**
 * Where a deploy folder keeps how its builds stand (DeployStatus): status/deploy.json, outside the
 * builds, and linked from each build as /deploy-status.json (deploy-site.ts), so the web server serves
 * the one file from whichever build is live.
 */
export const deployStatusFile = (folder: string) => join(folder, "status", "deploy.json");

/** The deploy folder's status now: written whole (a file beside it, renamed over it), never half. */
export function writeDeployStatus(folder: string, status: DeployStatus): void {
  const file = deployStatusFile(folder);
  mkdirSync(join(folder, "status"), { recursive: true });
  const next = `${file}.next-${process.pid}`;
  writeFileSync(next, `${JSON.stringify(status, null, 2)}\n`);
  renameSync(next, file);
}

/** The deploy folder's status, or undefined before its first build. */
export function readDeployStatus(folder: string): DeployStatus | undefined {
  try {
    return JSON.parse(readFileSync(deployStatusFile(folder), "utf8")) as DeployStatus;
  } catch {
    return undefined;
  }
}
