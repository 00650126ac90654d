import { execFileSync, spawn } from "node:child_process";
import {
  closeSync,
  existsSync,
  lstatSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readlinkSync,
  readSync,
  renameSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { parseEnv, stripVTControlCharacters } from "node:util";
import { BUILDING_SAID, DEPLOY_STATUS_FILE } from "../../../../src/runtime/site-version.ts";
import { copySite } from "../../../lib/copy-site.ts";
import { todayInNepal } from "../../../../src/content/next-batch.ts";
import { tryDeployLock } from "./deploy-lock.ts";
import { deployStatusFile, writeDeployStatus } from "./deploy-status.ts";

/** A build that takes longer than this is stopped, and the site stays as it was. */
const BUILD_MS = 10 * 60_000;
/** What a failed build's output shows of itself: its last lines, where the reason is. */
const LINES_SHOWN = 25;

export type DeployOutcome =
  | { kind: "deployed"; commit: string; seconds: number }
  /** The branch that deploys has no commit yet (a new, empty repository): nothing to build. */
  | { kind: "nothing-yet" }
  | { kind: "unchanged"; commit: string }
  | { kind: "failed"; commit: string; why: string; live: string | undefined };

/**
 * The layout of a deploy folder: `current` (what the web server serves) links to one of `builds/<commit>`
 * (or `builds/<commit>.<day>`, that commit built again on that day in Nepal: deployNewest's `daily`); a
 * build is made in `work/`, with what it caches (pictures, share cards) kept in `cache/` for the next.
 */
export const deployPaths = (folder: string) => ({
  current: join(folder, "current"),
  builds: join(folder, "builds"),
  work: join(folder, "work"),
  cache: join(folder, "cache"),
});

/** The build served (its name in builds/), if one is served. */
function liveBuild(folder: string): string | undefined {
  try {
    return basename(readlinkSync(deployPaths(folder).current));
  } catch {
    return undefined;
  }
}

/** The commit the served build was made from, if one is served. */
export function liveCommit(folder: string): string | undefined {
  return liveBuild(folder)?.split(".")[0];
}

const gitIn = (repository: string, ...args: string[]) =>
  execFileSync("git", ["--git-dir", repository, ...args], { encoding: "utf8", env: withoutGit() }).trim();

/** This process's environment without what a git hook adds (GIT_DIR and the rest), which would steer the build's own git. */
function withoutGit(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("GIT_")));
  // A hook run by a web server (fcgiwrap) may have no PATH: npm is found beside this Node.
  return { ...env, PATH: `${dirname(process.execPath)}:${env.PATH ?? "/usr/local/bin:/usr/bin:/bin"}`, ...extra };
}

/**
 * The branch whose pushes go live: main, the branch the editor publishes to and authors push, whatever
 * the repository's HEAD names (an older git names master).
 */
export const DEPLOYED_BRANCH = "refs/heads/main";

/** The branch the repository's HEAD names (refs/heads/…), or undefined where HEAD names none. */
export function headBranch(repository: string): string | undefined {
  try {
    return gitIn(repository, "symbolic-ref", "HEAD");
  } catch {
    return undefined;
  }
}

/** The commit the deployed branch is at, or undefined before its first push. */
export function deployedCommit(repository: string): string | undefined {
  try {
    return gitIn(repository, "rev-parse", "--verify", "--quiet", `${DEPLOYED_BRANCH}^{commit}`);
  } catch {
    return undefined;
  }
}

/**
 * Builds the repository's main branch into `folder` and switches the site to it at once, then again
 * while main moved meanwhile, so the newest commit ends live: the site's code is this checkout's (as
 * the pre-receive hook's validator is), the pages and pictures the commit's. One deploy at a time:
 * while another holds the folder, this one answers "busy" at once, and that one builds the newest
 * commit before it lets go. Until a build is whole, visitors get the one before it; a build that
 * fails changes nothing that is served. Each step is written to the folder's status
 * (deploy-status.ts), which the editor reads.
 */
export async function deployNewest(
  repository: string,
  folder: string,
  say: (line: string) => void,
  /** Build main again even where it is live, once a day (a course batch whose day has come leaves the pages). */
  { daily = false }: { daily?: boolean } = {},
): Promise<DeployOutcome | { kind: "busy" }> {
  const paths = deployPaths(folder);
  mkdirSync(paths.builds, { recursive: true });
  mkdirSync(paths.work, { recursive: true });
  let last: DeployOutcome | undefined;
  for (;;) {
    const release = tryDeployLock(folder);
    if (!release) return last ?? { kind: "busy" };
    try {
      do last = await deployMain(repository, folder, say, daily);
      while (last.kind === "deployed");
    } finally {
      release();
    }
    // A push between this deploy's last look at main and its release found the folder busy and left
    // its commit to this deploy: look once more, now that the folder is free.
    const main = deployedCommit(repository);
    if (main === undefined || main === liveCommit(folder) || ("commit" in last && main === last.commit)) return last;
  }
}

/** One build of main as it is now, by a deploy holding the folder, its steps written to the status. */
async function deployMain(
  repository: string,
  folder: string,
  say: (line: string) => void,
  daily: boolean,
): Promise<DeployOutcome> {
  const paths = deployPaths(folder);
  const commit = deployedCommit(repository);
  if (commit === undefined) return { kind: "nothing-yet" };
  const served = liveBuild(folder);
  const live = liveCommit(folder);
  // A day's build of the commit live has a name of its own, so the build served stays whole until it is switched.
  const name = daily ? `${commit}.${todayInNepal()}` : commit;
  if (served === name || (!daily && live === commit)) return { kind: "unchanged", commit };
  const started = performance.now();
  const since = new Date().toISOString();
  writeDeployStatus(folder, { state: "building", commit, since, ...(live && { live }) });
  // A build served from before the status was kept (an older hook's) links to it too, so the editor can read it.
  if (served) linkStatus(folder, join(paths.builds, served));
  say(`${BUILDING_SAID} at ${commit.slice(0, 12)} (usually about 30 seconds)…`);
  const work = copySite("build-", { parent: paths.work, caches: paths.cache });
  try {
    const built = await buildIn(work, repository, commit, folder);
    const at = new Date().toISOString();
    if (!built.ok) {
      writeDeployStatus(folder, { state: "failed", commit, at, why: built.why, ...(live && { live }) });
      return { kind: "failed", commit, why: built.why, live };
    }
    const target = join(paths.builds, name);
    rmSync(target, { recursive: true, force: true });
    renameSync(join(work, "dist"), target);
    linkStatus(folder, target);
    const seconds = (performance.now() - started) / 1000;
    switchTo(folder, name);
    writeDeployStatus(folder, { state: "live", commit, at, seconds });
    pruneBuilds(folder, [name, served]);
    return { kind: "deployed", commit, seconds };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * A build's /deploy-status.json: a link to the folder's status, which lives beside the builds, so the web
 * server serves the one file from whichever build is live.
 */
function linkStatus(folder: string, build: string): void {
  const link = join(build, DEPLOY_STATUS_FILE.slice(1));
  if (!existsSync(build) || lstatOrUndefined(link)) return;
  symlinkSync(join("..", "..", relative(folder, deployStatusFile(folder))), link);
}

const lstatOrUndefined = (path: string) => {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
};

/**
 * How the copy is built: the site's whole build (npm run build). The hook's own tests name a quick
 * stand-in (a TypeScript file of the copy, run by tsx) in DEPLOY_BUILD_STAND_IN, to check its steps
 * around a build in seconds (stand-in-build.fixture.ts).
 */
function buildCommand(work: string): string[] {
  const standIn = process.env.DEPLOY_BUILD_STAND_IN;
  if (!standIn) return ["npm", "run", "-s", "build"];
  return [process.execPath, join(work, "node_modules/tsx/dist/cli.mjs"), join(work, standIn)];
}

/** The commit's pages/ and public/ in place of the copy's, then the copy's build (buildCommand). */
async function buildIn(
  work: string,
  repository: string,
  commit: string,
  folder: string,
): Promise<{ ok: true } | { ok: false; why: string }> {
  for (const folder of ["pages", "public"]) rmSync(join(work, folder), { recursive: true, force: true });
  const archive = execFileSync(
    "git",
    ["--git-dir", repository, "archive", "--format=tar", commit, "--", "pages", "public"],
    {
      env: withoutGit(),
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  execFileSync("tar", ["-x", "-C", work], { input: archive });
  const output: string[] = [];
  const code = await new Promise<number | string>((resolve) => {
    const [command, ...args] = buildCommand(work);
    const child = spawn(command, args, {
      cwd: work,
      env: withoutGit({
        ...siteSettings(folder),
        SITE_COMMIT: commit,
        NODE_ENV: "production",
        SITE_DEPLOY_FOLDER: folder,
      }),
      stdio: ["ignore", "pipe", "pipe"],
      timeout: BUILD_MS,
    });
    // Its words are read in a push (git's output, the editor): without the colour codes some tools add.
    const keep = (chunk: Buffer) =>
      output.push(
        ...stripVTControlCharacters(chunk.toString())
          .split("\n")
          .filter((line) => line.trim()),
      );
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", (error) => resolve(error.message));
    child.on("close", (exitCode, signal) =>
      resolve(signal ? `stopped after ${BUILD_MS / 60_000} minutes` : (exitCode ?? 1)),
    );
  });
  if (code === 0) return { ok: true };
  const why = typeof code === "string" ? code : `the build ended with code ${code}`;
  return { ok: false, why: [why, ...output.slice(-LINES_SHOWN)].join("\n") };
}

/** The deploy folder's settings file: the site's public build settings (the forms' services), set by the owner. */
export const siteSettingsFile = (folder: string) => join(folder, "site.env");

/** Larger than any settings file: read no further. */
const SETTINGS_BYTES = 64 * 1024;

/** The site's public build settings the owner put in the deploy folder's site.env (settingsIn): none where it is missing. */
export const siteSettings = (folder: string) => settingsIn(siteSettingsFile(folder));

/**
 * The public build settings a settings file gives (NAME=value a line, as .env.example has them): only
 * VITE_* names, the public settings a build may carry into the pages; none where the file is missing.
 * The build is told them in its environment.
 */
export function settingsIn(path: string): Record<string, string> {
  let text: string;
  try {
    const file = openSync(path, "r");
    try {
      if (!fstatSync(file).isFile()) return {};
      const bytes = Buffer.alloc(SETTINGS_BYTES);
      text = bytes.subarray(0, readSync(file, bytes, 0, SETTINGS_BYTES, 0)).toString("utf8");
    } finally {
      closeSync(file);
    }
  } catch {
    return {};
  }
  return Object.fromEntries(
    Object.entries(parseEnv(text)).filter(
      (entry): entry is [string, string] => /^VITE_[A-Z0-9_]+$/.test(entry[0]) && entry[1] !== undefined,
    ),
  );
}

/** `current` now links to the new build: a link made beside it, then renamed over it (one step for the web server). */
function switchTo(folder: string, build: string): void {
  const { current } = deployPaths(folder);
  const next = `${current}.next-${process.pid}`;
  rmSync(next, { force: true });
  symlinkSync(join("builds", build), next);
  renameSync(next, current);
}

/** Keeps the build served and the one before it (to go back to by hand); removes older ones. */
function pruneBuilds(folder: string, keep: (string | undefined)[]): void {
  const { builds } = deployPaths(folder);
  for (const name of readdirSync(builds)) {
    if (!keep.includes(name)) rmSync(join(builds, name), { recursive: true, force: true });
  }
}
