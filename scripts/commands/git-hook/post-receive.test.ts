import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../lib/project-root.ts";
import {
  AUTHOR_ENV,
  bareSiteRepository,
  deployFolderCachingIn,
  git,
  installHooksArgs,
  withFormSettings,
} from "./site-repository.fixture.ts";
import { siteSettingsFile } from "./deploy/deploy-site.ts";
import { readDeployStatus } from "./deploy/deploy-status.ts";
import { todayInNepal } from "../../../src/content/next-batch.ts";
import type { DeployStatus } from "../../../src/runtime/site-version.ts";

// The deploy hook in a bare repository of the site's pages and pictures, pushed to with git itself (as
// the editor or an author's checkout would, over any transport: the hooks are the server's). What is
// checked here is the hook's work around a build, so each deploy builds with a quick stand-in that
// validates and writes a page per document (stand-in-build.fixture.ts); the site's real build inside a
// deploy is tests/browser/editor-git.test.ts's, where the editor publishes.
const COURSE = "pages/courses/python-training.json";
/** Where the stand-in build waits, while it is missing, so that a push is made while a build runs. */
const BUILDS_MAY_END = join(mkdtempSync(join(tmpdir(), "deploy-gate-")), "builds-may-end");
writeFileSync(BUILDS_MAY_END, "");
const env = {
  ...AUTHOR_ENV,
  DEPLOY_BUILD_STAND_IN: "scripts/commands/git-hook/deploy/stand-in-build.fixture.ts",
  STAND_IN_BUILD_HELD_UNTIL: BUILDS_MAY_END,
};

/** A push that does not block this process (the hooks it runs build the site), with what git printed. */
const push = (cwd: string, refs: string) => started("git", ["push", "origin", refs], cwd);

/** The caches every deploy folder of this file builds with (see deployFolderCachingIn). */
const CACHES = mkdtempSync(join(tmpdir(), "deploy-caches-"));
afterAll(() => {
  rmSync(CACHES, { recursive: true, force: true });
});

let root: string;
let bare: string;
let site: string;
let clones: [string, string];

/** What the web server serves now: the build `current` links to, and the commit its version.json names. */
function served() {
  const link = readlinkSync(join(site, "current"));
  const version = JSON.parse(readFileSync(join(site, "current/version.json"), "utf8")) as { commit: string };
  return { link, commit: version.commit, whole: existsSync(join(site, "current/python-training/index.html")) };
}

/**
 * The hooks installed and main deployed, as the first test of "the deploy hook" leaves them: installed
 * here (one build) where a later test runs alone.
 */
async function deployed(): Promise<void> {
  if (existsSync(join(site, "current"))) return;
  const installed = await started(process.execPath, installHooksArgs(bare, "--deploy-to", site), PROJECT_ROOT);
  expect(installed.ok, installed.said).toBe(true);
}

/**
 * The deploy folder's status once its builds have settled at `commit` (live or failed) and no build
 * holds the folder: the status the editor reads, as the server writes it.
 */
async function settledAt(folder: string, commit: string): Promise<DeployStatus> {
  await expect
    .poll(
      () => {
        const status = readDeployStatus(folder);
        const busy = existsSync(join(folder, ".deploy-lock"));
        return !busy && status?.commit === commit ? status.state : `not yet (${status?.state ?? "no status"})`;
      },
      { timeout: 120_000, interval: 100 },
    )
    .toMatch(/^(live|failed)$/);
  return readDeployStatus(folder)!;
}

function retitle(clone: string, title: string): string {
  const file = join(clone, COURSE);
  writeFileSync(file, readFileSync(file, "utf8").replace(/"title": "[^"]*"/, `"title": "${title}"`));
  git(clone, "commit", "-q", "-am", `The course is now ${title}`);
  return git(clone, "rev-parse", "HEAD");
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "post-receive-"));
  bare = bareSiteRepository(root);
  site = withFormSettings(deployFolderCachingIn(join(root, "site"), CACHES));
  clones = [join(root, "first"), join(root, "second")];
  for (const clone of clones) git(root, "clone", "-q", bare, clone);
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A command that does not block this process, with what it printed, and a call as soon as it prints `waitFor`. */
function started(command: string, args: string[], cwd: string, waitFor?: { text: string; then: () => void }) {
  return new Promise<{ ok: boolean; said: string }>((resolve) => {
    const child = spawn(command, args, { cwd, env });
    let said = "";
    const hear = (chunk: Buffer) => {
      const before = said;
      said += chunk.toString();
      if (waitFor && !before.includes(waitFor.text) && said.includes(waitFor.text)) waitFor.then();
    };
    child.stdout.on("data", hear);
    child.stderr.on("data", hear);
    child.on("close", (code) => resolve({ ok: code === 0, said }));
  });
}

describe("the deploy hook", { timeout: 300_000 }, () => {
  it("is installed with a first build of main; a push made while it builds returns at once, and the newest commit ends live, a whole site served throughout", async () => {
    const installedMain = git(bare, "rev-parse", "main");
    // What the web server would serve, read again and again while both builds run: nothing yet, then a
    // whole build, never a half-built one.
    const seen = new Set<string>();
    let sampling = true;
    const sample = (async () => {
      while (sampling) {
        if (existsSync(join(site, "current"))) {
          const now = served();
          expect(now.whole, `a half-built site at ${now.link}`).toBe(true);
          expect(now.link).toBe(`builds/${now.commit}`);
          seen.add(now.commit);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    let pushed: Promise<{ ok: boolean; said: string }> | undefined;
    let pushedCommit = "";
    // The first build is held until the test lets it end.
    rmSync(BUILDS_MAY_END);
    const install = started(process.execPath, installHooksArgs(bare, "--deploy-to", site), PROJECT_ROOT, {
      text: "Building the site",
      // An author pushes while the install's first build runs.
      then: () => {
        pushedCommit = retitle(clones[1], "Python Basic, Pushed While Building");
        pushed = push(clones[1], "main");
      },
    });
    await expect.poll(() => pushed !== undefined, { timeout: 120_000 }).toBe(true);
    // The push is answered while the build is still held: it never waits on a build.
    const push2 = await pushed!;
    expect(existsSync(BUILDS_MAY_END)).toBe(false);
    expect(readDeployStatus(site)).toMatchObject({ state: "building", commit: installedMain });
    writeFileSync(BUILDS_MAY_END, "");
    const installed = await install;
    const status = await settledAt(site, pushedCommit);
    sampling = false;
    await sample;

    expect(installed.ok).toBe(true);
    expect(installed.said).toContain(`Building the site at ${installedMain.slice(0, 12)}`);
    expect(installed.said).toContain(`Serve ${site}/current as the site's root`);
    expect(push2.ok).toBe(true);
    expect(push2.said).toContain(`remote: Queued: the site is built from ${pushedCommit.slice(0, 12)} now`);
    expect(status).toMatchObject({ state: "live", commit: pushedCommit });
    expect(served()).toEqual({ link: `builds/${pushedCommit}`, commit: pushedCommit, whole: true });
    // The status is served from the build, beside version.json.
    expect(JSON.parse(readFileSync(join(site, "current/deploy-status.json"), "utf8"))).toEqual(status);
    expect(readFileSync(join(site, "current/python-training/index.html"), "utf8")).toContain(
      "Python Basic, Pushed While Building",
    );
    expect([...seen].filter((commit) => ![installedMain, pushedCommit].includes(commit))).toEqual([]);
    // The build before is kept (to go back to by hand); none older.
    expect(readdirSync(join(site, "builds")).sort()).toEqual([installedMain, pushedCommit].sort());
    // What the builds cache is kept in the deploy folder's cache/, not in this checkout's node_modules:
    // the hook runs as the web server's user, who may only read the checkout.
    expect(readdirSync(CACHES)).toContain("stand-in-build");
  });

  it("builds nothing for a draft branch", async () => {
    await deployed();
    const before = served();
    git(clones[0], "switch", "-q", "-c", "drafts/sita");
    retitle(clones[0], "Python for Drafts");
    const pushedDraft = await push(clones[0], "drafts/sita");
    expect(pushedDraft.ok).toBe(true);
    expect(pushedDraft.said).not.toContain("Queued");
    expect(served()).toEqual(before);
  });

  it("builds main again once a day (npm run deploy:daily, from the server's cron), served whole, the day's build once", async () => {
    await deployed();
    const before = served();
    // main as the site shows it, whatever another test of this file left on it.
    git(bare, "update-ref", "refs/heads/main", before.commit);
    const daily = () => started("npm", ["run", "-s", "deploy:daily", "--", bare, site], PROJECT_ROOT);
    const first = await daily();
    expect(first.said).toContain(`Live: the site shows ${before.commit.slice(0, 12)}.`);
    const after = served();
    expect(after).toMatchObject({ commit: before.commit, whole: true });
    expect(after.link).toBe(`builds/${before.commit}.${todayInNepal()}`);
    expect(readDeployStatus(site)).toMatchObject({ state: "live", commit: before.commit });
    // Once a day: the day's build is left as it is, and a push's build of the same commit is not made again.
    expect((await daily()).ok).toBe(true);
    expect(served()).toEqual(after);
    expect(readdirSync(join(site, "builds")).sort()).toEqual(
      [before.link.replace("builds/", ""), after.link.replace("builds/", "")].sort(),
    );
  });

  it("keeps the site as it was when a build fails, and says why", async () => {
    await deployed();
    const before = served();
    // A commit the pre-receive hook would refuse, put on main behind its back (as a server admin could).
    const clone = clones[1];
    const file = join(clone, COURSE);
    writeFileSync(file, readFileSync(file, "utf8").replace('"type": "faq"', '"type": "fqa"'));
    git(clone, "commit", "-q", "-am", "A block type misspelt");
    const broken = git(clone, "rev-parse", "HEAD");
    git(bare, "fetch", "-q", clone, "HEAD"); // a fetch into the server's repository runs none of its hooks
    git(bare, "update-ref", "refs/heads/main", broken);
    const runHook = () =>
      execFileSync(join(bare, "hooks/post-receive"), {
        cwd: bare,
        env: { ...env, GIT_DIR: "." },
        input: `${before.commit} ${broken} refs/heads/main\n`,
        encoding: "utf8",
      });
    expect(runHook()).toContain(`Queued: the site is built from ${broken.slice(0, 12)} now`);
    const status = await settledAt(site, broken);
    expect(status).toMatchObject({ state: "failed", commit: broken, live: before.commit });
    expect(status.state === "failed" && status.why).toContain('There is no block type "fqa"');
    expect(served()).toEqual(before);
    expect(existsSync(join(site, "builds", broken))).toBe(false);
    // The next push hears of it.
    expect(runHook()).toContain(
      `The last build, of ${broken.slice(0, 12)}, failed (visitors see ${before.commit.slice(0, 12)}); this push builds the site again.`,
    );
    await settledAt(site, broken);
  });
});

describe("a deploy whose forms would reach no one", { timeout: 300_000 }, () => {
  it("is refused before anything is built, in a sentence naming the settings and the file they go in, and the site stays as it was", async () => {
    await deployed();
    const before = served();
    const settings = readFileSync(siteSettingsFile(site), "utf8");
    // The owner's site.env without the shared template and the upload's settings: every form is left without a way.
    writeFileSync(
      siteSettingsFile(site),
      settings
        .split("\n")
        .filter((line) => !/^VITE_(EMAILJS_TEMPLATE_ID|EMAILJS_\w+_TEMPLATE_ID|CLOUDINARY_\w+)=/.test(line))
        .join("\n"),
    );
    try {
      // From what is live (a test before may have left main elsewhere).
      git(bare, "update-ref", "refs/heads/main", before.commit);
      const clone = clones[0];
      git(clone, "fetch", "-q", "origin");
      git(clone, "switch", "-q", "-C", "main", "origin/main");
      const commit = retitle(clone, "Python Basic, Not Yet Live");
      const pushed = await push(clone, "main");
      expect(pushed.ok).toBe(true);
      const status = await settledAt(site, commit);
      expect(status.state).toBe("failed");
      expect(status.state === "failed" && status.why).toContain(
        `The site was not built: VITE_EMAILJS_TEMPLATE_ID, VITE_CLOUDINARY_CLOUD_NAME and VITE_CLOUDINARY_UPLOAD_PRESET are not set, so every form on the site would reach no one; set them in ${siteSettingsFile(site)} on the server, one NAME=value a line, then build again.`,
      );
      expect(served()).toEqual(before);
      expect(existsSync(join(site, "builds", commit))).toBe(false);
    } finally {
      writeFileSync(siteSettingsFile(site), settings);
    }
  });
});

describe("a server set up from an empty repository", { timeout: 300_000 }, () => {
  let empty: string;
  beforeAll(() => {
    empty = mkdtempSync(join(tmpdir(), "empty-site-"));
  });
  afterAll(() => {
    rmSync(empty, { recursive: true, force: true });
  });

  it("installs in words, and the first push to main deploys it, /version.json naming it", async () => {
    const repository = join(empty, "site.git");
    const folder = withFormSettings(deployFolderCachingIn(join(empty, "site"), CACHES));
    git(empty, "init", "-q", "--bare", "-b", "main", repository);
    const installed = await started(
      process.execPath,
      installHooksArgs(repository, "--deploy-to", folder),
      PROJECT_ROOT,
    );
    expect(installed.ok).toBe(true);
    expect(installed.said).toContain(
      `No commits yet: the first push to main will build the site into ${folder}/current.`,
    );
    expect(installed.said).toContain(`Forms: every form on the site reaches the company (${folder}/site.env).`);
    expect(installed.said).not.toMatch(/\n\s+at |Error:/);
    expect(existsSync(join(folder, "current"))).toBe(false);
    // The editor's partial copy: the server sends a branch's folders without its files when asked.
    expect(git(repository, "config", "uploadpack.allowFilter")).toBe("true");

    const clone = join(empty, "author");
    git(empty, "clone", "-q", repository, clone);
    for (const part of ["pages", "public"]) cpSync(join(PROJECT_ROOT, part), join(clone, part), { recursive: true });
    git(clone, "add", ".");
    git(clone, "commit", "-q", "-m", "The site");
    const first = git(clone, "rev-parse", "HEAD");
    const pushed = await push(clone, "HEAD:main");
    expect(pushed.ok).toBe(true);
    expect(pushed.said).toContain(`remote: Queued: the site is built from ${first.slice(0, 12)} now`);
    expect(await settledAt(folder, first)).toMatchObject({ state: "live", commit: first });
    const version = JSON.parse(readFileSync(join(folder, "current/version.json"), "utf8")) as { commit: string };
    expect(version.commit).toBe(first);
  });

  it("says which branch deploys, and how to change it, where HEAD names another", async () => {
    const repository = join(empty, "master.git");
    git(empty, "init", "-q", "--bare", "-b", "master", repository);
    const installed = await started(
      process.execPath,
      installHooksArgs(repository, "--deploy-to", join(empty, "master-site")),
      PROJECT_ROOT,
    );
    expect(installed.ok).toBe(true);
    expect(installed.said).toContain("this repository's HEAD names master, but the branch that deploys is main");
    // No site.env there: the owner is told before the first push what a deploy needs, and where it goes.
    expect(installed.said).toContain(
      `Forms: VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID, VITE_CLOUDINARY_CLOUD_NAME and VITE_CLOUDINARY_UPLOAD_PRESET are not set, so every form on the site would reach no one, and every build is refused until they are: set them in ${join(empty, "master-site", "site.env")} on the server, one NAME=value a line.`,
    );
    expect(installed.said).toContain(`symbolic-ref HEAD refs/heads/main`);
    expect(installed.said).not.toMatch(/\n\s+at |Error:/);
  });

  it("refuses a folder that is no repository in a sentence that says what to do", async () => {
    const installed = await started(process.execPath, installHooksArgs(join(empty, "nothing-here")), PROJECT_ROOT);
    expect(installed.ok).toBe(false);
    expect(installed.said).toContain("is it a bare git repository? Make one with: git init --bare -b main");
    expect(installed.said).not.toMatch(/\n\s+at /);
  });
});
