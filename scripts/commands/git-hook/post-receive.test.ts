import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../lib/project-root.ts";

// The deploy hook in a bare repository of the site's pages and pictures, pushed to with git itself (as
// the editor or an author's checkout would, over any transport: the hooks are the server's). Each
// deploy is the site's whole build, about 20 s on an idle 2-core machine.
const COURSE = "pages/courses/python-training.json";
const env = {
  ...process.env,
  GIT_AUTHOR_NAME: "Sita Sharma",
  GIT_AUTHOR_EMAIL: "sita@example.com",
  GIT_COMMITTER_NAME: "Sita Sharma",
  GIT_COMMITTER_EMAIL: "sita@example.com",
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
};
const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, env, encoding: "utf8" }).trim();

/** A push that does not block this process, with what git printed, and a call as soon as it prints `waitFor`. */
function push(cwd: string, refs: string, waitFor?: { text: string; then: () => void }) {
  return new Promise<{ ok: boolean; said: string }>((resolve) => {
    const child = spawn("git", ["push", "origin", refs], { cwd, env });
    let said = "";
    child.stderr.on("data", (chunk: Buffer) => {
      const before = said;
      said += chunk.toString();
      if (waitFor && !before.includes(waitFor.text) && said.includes(waitFor.text)) waitFor.then();
    });
    child.on("close", (code) => resolve({ ok: code === 0, said }));
  });
}

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

function retitle(clone: string, title: string): string {
  const file = join(clone, COURSE);
  writeFileSync(file, readFileSync(file, "utf8").replace(/"title": "[^"]*"/, `"title": "${title}"`));
  git(clone, "commit", "-q", "-am", `The course is now ${title}`);
  return git(clone, "rev-parse", "HEAD");
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "post-receive-"));
  const work = join(root, "work");
  for (const folder of ["pages", "public"]) cpSync(join(PROJECT_ROOT, folder), join(work, folder), { recursive: true });
  git(work, "init", "-q", "-b", "main");
  git(work, "add", ".");
  git(work, "commit", "-q", "-m", "The site");
  bare = join(root, "site.git");
  git(root, "clone", "-q", "--bare", work, bare);
  site = join(root, "site");
  const installed = execFileSync(
    process.execPath,
    [
      join(PROJECT_ROOT, "node_modules/tsx/dist/cli.mjs"),
      "scripts/commands/git-hook/install.ts",
      bare,
      "--deploy-to",
      site,
    ],
    { cwd: PROJECT_ROOT, encoding: "utf8" },
  );
  expect(installed).toContain(`Serve ${site}/current as the site's root`);
  clones = [join(root, "first"), join(root, "second")];
  for (const clone of clones) git(root, "clone", "-q", bare, clone);
}, 240_000);
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("the deploy hook", { timeout: 300_000 }, () => {
  it("serves main's build once installed, named by its commit", () => {
    const main = git(bare, "rev-parse", "main");
    expect(served()).toEqual({ link: `builds/${main}`, commit: main, whole: true });
  });

  it("builds nothing for a draft branch", async () => {
    const before = served();
    git(clones[0], "switch", "-q", "-c", "drafts/sita");
    retitle(clones[0], "Python for Drafts");
    const pushed = await push(clones[0], "drafts/sita");
    expect(pushed.ok).toBe(true);
    expect(pushed.said).not.toContain("Building the site");
    expect(served()).toEqual(before);
    git(clones[0], "switch", "-q", "main");
  });

  it("switches to each push to main whole, and ends on the later of two pushes made close together", async () => {
    const before = served().commit;
    const first = retitle(clones[0], "Python Basic, First Push");
    // What the web server would serve, read again and again while both builds run: always a whole build.
    const seen = new Set<string>();
    let sampling = true;
    const sample = (async () => {
      while (sampling) {
        const now = served();
        expect(now.whole, `a half-built site at ${now.link}`).toBe(true);
        expect(now.link).toBe(`builds/${now.commit}`);
        seen.add(now.commit);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    let second: Promise<{ ok: boolean; said: string }> | undefined;
    let secondCommit = "";
    const pushedFirst = push(clones[0], "main", {
      text: "Building the site",
      // The second author pushes while the first push's build runs.
      then: () => {
        git(clones[1], "pull", "-q", "--ff-only");
        secondCommit = retitle(clones[1], "Python Basic, Second Push");
        second = push(clones[1], "main");
      },
    });
    const one = await pushedFirst;
    expect(second, "the second push began while the first was building").toBeDefined();
    const two = await second!;
    sampling = false;
    await sample;

    expect(one.ok && two.ok).toBe(true);
    expect(one.said).toContain(`remote: Live: the site now shows ${first.slice(0, 12)}`);
    expect(two.said).toContain("remote: Another publish is being built: this one follows it.");
    expect(two.said).toContain(`remote: Live: the site now shows ${secondCommit.slice(0, 12)}`);
    expect(served()).toEqual({ link: `builds/${secondCommit}`, commit: secondCommit, whole: true });
    expect(readFileSync(join(site, "current/python-training/index.html"), "utf8")).toContain(
      "Python Basic, Second Push",
    );
    expect([...seen].filter((commit) => ![before, first, secondCommit].includes(commit))).toEqual([]);
  });

  it("keeps the site as it was when a build fails, and says why", () => {
    const before = served();
    // A commit the pre-receive hook would refuse, put on main behind its back (as a server admin could).
    const clone = clones[1];
    const file = join(clone, COURSE);
    writeFileSync(file, readFileSync(file, "utf8").replace('"type": "faq"', '"type": "fqa"'));
    git(clone, "commit", "-q", "-am", "A block type misspelt");
    const broken = git(clone, "rev-parse", "HEAD");
    git(bare, "fetch", "-q", clone, "HEAD"); // a fetch into the server's repository runs none of its hooks
    git(bare, "update-ref", "refs/heads/main", broken);
    const said = execFileSync(join(bare, "hooks/post-receive"), {
      cwd: bare,
      env: { ...env, GIT_DIR: "." },
      input: `${before.commit} ${broken} refs/heads/main\n`,
      encoding: "utf8",
    });
    expect(said).toContain(`The site was NOT updated: the build of ${broken.slice(0, 12)} failed.`);
    expect(said).toContain(`Visitors still see ${before.commit.slice(0, 12)}.`);
    expect(said).toContain('There is no block type "fqa"');
    expect(served()).toEqual(before);
    expect(existsSync(join(site, "builds", broken))).toBe(false);
  });
});
