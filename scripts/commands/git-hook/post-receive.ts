import { spawn } from "node:child_process";
import { mkdirSync, openSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DEPLOY_STATUS_FILE, NOT_UPDATED_SAID } from "../../../src/runtime/site-version.ts";
import { PROJECT_ROOT } from "../../lib/project-root.ts";
import { DEPLOYED_BRANCH } from "./deploy/deploy-site.ts";
import { readDeployStatus } from "./deploy/deploy-status.ts";

// A git server's post-receive hook (installed by `npm run git-hook:install -- <bare repository>
// --deploy-to <folder>`): when a push moves the main branch, the site's build starts on its own
// (build-main.ts) and the push returns at once, so no one's push, fetch or sign-in waits on a build.
// What is printed here reaches the person (or editor) pushing, each line after "remote:".
const folder = process.argv[2];
const say = (line: string) => process.stdout.write(`${line}\n`);
if (!folder) {
  say(`${NOT_UPDATED_SAID}: this hook names no deploy folder. Install it again with`);
  say("npm run git-hook:install -- <this repository> --deploy-to <folder>.");
  process.exit(0);
}
const repository = resolve(process.env.GIT_DIR ?? ".");

const mainMovedTo = readFileSync(0, "utf8")
  .split("\n")
  .map((line) => line.split(" "))
  .find(([, commit, ref]) => ref === DEPLOYED_BRANCH && !/^0+$/.test(commit ?? "0"))?.[1];

if (mainMovedTo) {
  const before = readDeployStatus(folder);
  if (before?.state === "failed") {
    say(
      `The last build, of ${before.commit.slice(0, 12)}, failed (visitors see ${before.live?.slice(0, 12) ?? "no site yet"}); this push builds the site again.`,
    );
    say(`What it said is in ${join(folder, "status", "build.log")} until this build's words replace it.`);
  }
  try {
    startBuild();
    say(
      `Queued: the site is built from ${mainMovedTo.slice(0, 12)} now (usually under a minute); ${DEPLOY_STATUS_FILE} on the site says where it is.`,
    );
  } catch (error) {
    say(`${NOT_UPDATED_SAID}: its build could not start (${error instanceof Error ? error.message : String(error)}).`);
  }
}

/** build-main.ts, on its own: not this push's child once it returns, its words in the folder's build log. */
function startBuild(): void {
  mkdirSync(join(folder, "status"), { recursive: true });
  const log = openSync(join(folder, "status", "build.log"), "w");
  const tsx = join(PROJECT_ROOT, "node_modules/tsx/dist/cli.mjs");
  const child = spawn(process.execPath, [tsx, join(import.meta.dirname, "build-main.ts"), repository, folder], {
    detached: true,
    stdio: ["ignore", log, log],
  });
  child.unref();
}
