import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGitHttpServer, type GitHttpServer } from "../../../tests/support/git-http-server";
import { PROJECT_ROOT } from "../../lib/project-root.ts";
import { AUTHOR_ENV, bareSiteRepository, git, installHooksArgs } from "./site-repository.fixture.ts";

// The hook installed in a bare copy of the site, served by Debian's git http-backend on 127.0.0.1,
// and pushed to with git itself, as an author with a checkout would.
const ACCOUNT = { username: "sita", password: "right horse battery" };
const COURSE = "pages/courses/frontend-development.json";
const env = AUTHOR_ENV;
/** Git over HTTP must not block this process: the server answering it runs here too. */
async function push(cwd: string, remote: string, refs: string, extraEnv = {}): Promise<{ ok: boolean; said: string }> {
  try {
    const { stderr } = await promisify(execFile)("git", ["push", remote, refs], { cwd, env: { ...env, ...extraEnv } });
    return { ok: true, said: stderr };
  } catch (error) {
    return { ok: false, said: (error as { stderr: string }).stderr };
  }
}

let root: string;
let server: GitHttpServer;
let bare: string;
let clone: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "pre-receive-"));
  bare = bareSiteRepository(root);
  execFileSync(process.execPath, installHooksArgs(bare), { cwd: PROJECT_ROOT });
  server = await startGitHttpServer(root, ACCOUNT);
  clone = join(root, "clone");
  const url = new URL(`${server.url}/site.git`);
  url.username = ACCOUNT.username;
  url.password = ACCOUNT.password;
  await promisify(execFile)("git", ["clone", "-q", url.href, clone], { env });
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const edit = (change: (text: string) => string, message: string) => {
  const file = join(clone, COURSE);
  writeFileSync(file, change(readFileSync(file, "utf8")));
  git(clone, "commit", "-q", "-am", message);
  return readFileSync(file, "utf8");
};
const lineAndColumn = (text: string, marker: string) => {
  const line = text.slice(0, text.indexOf(marker)).split("\n").length;
  return `${line}:${text.split("\n")[line - 1].indexOf(marker) + 1}`;
};

describe("the pre-receive hook", { timeout: 120_000 }, () => {
  it("refuses a push with an error in its pages, naming file:line:col, to main and to a draft branch alike", async () => {
    const before = git(bare, "rev-parse", "main");
    const text = edit((t) => t.replace('"type": "faq"', '"type": "fqa"'), "A block type misspelt");
    const at = `${COURSE}:${lineAndColumn(text, '"fqa"')}`;

    const toMain = await push(clone, "origin", "main");
    expect(toMain.ok).toBe(false);
    expect(toMain.said).toContain("remote: Refused: main has pages with errors.");
    expect(toMain.said).toMatch(new RegExp(`remote: ${at} error .*There is no block type "fqa"`));
    expect(toMain.said).toContain("pre-receive hook declined");
    expect(git(bare, "rev-parse", "main")).toBe(before);

    const toDraft = await push(clone, "origin", "HEAD:refs/heads/drafts/new-course");
    expect(toDraft.ok).toBe(false);
    expect(toDraft.said).toContain("remote: Refused: drafts/new-course has pages with errors.");
    expect(git(bare, "branch", "--list", "drafts/*")).toBe("");
  });

  it("refuses a course titled as another is, however it is spaced or cased, naming the other", async () => {
    const before = git(bare, "rev-parse", "main");
    // Whatever the clone holds (a misspelt block type where the first test ran), valid but for its title.
    const text = edit(
      (t) => t.replace('"type": "fqa"', '"type": "faq"').replace(/"title": "[^"]*"/, '"title": "Node.js"'),
      "A second NodeJS course",
    );
    const pushed = await push(clone, "origin", "main");
    expect(pushed.ok).toBe(false);
    expect(pushed.said).toMatch(
      new RegExp(`remote: ${COURSE}:${lineAndColumn(text, '"Node.js"')} error Another course has this title: .NodeJS.`),
    );
    expect(git(bare, "rev-parse", "main")).toBe(before);
  });

  it("refuses in words a push it cannot check within its bounds", async () => {
    // Pushed to the folder itself, the hook runs with this process's environment: a bound of 1 KB.
    const pushed = await push(clone, bare, "HEAD:refs/heads/drafts/too-big", { SITE_HOOK_MAX_BYTES: "1024" });
    expect(pushed.ok).toBe(false);
    expect(pushed.said).toContain(
      "remote: Refused: drafts/too-big could not be checked: its pages and pictures are over 1 KB.",
    );
    expect(pushed.said).not.toMatch(/remote: +at /); // no stack
  });

  it("lets a push through once its pages are valid", async () => {
    // Whatever the clone holds (a misspelt block type where the first test ran), made valid, and a title changed.
    edit(
      (t) => t.replace('"type": "fqa"', '"type": "faq"').replace(/"title": "[^"]*"/, '"title": "Python, Checked"'),
      "Pages made valid",
    );
    const pushed = await push(clone, "origin", "main");
    expect(pushed.said).not.toContain("Refused");
    expect(pushed.ok).toBe(true);
    expect(git(bare, "rev-parse", "main")).toBe(git(clone, "rev-parse", "HEAD"));
  });
});
