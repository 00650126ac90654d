import * as fs from "node:fs";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressWithLogin, git, gitOverHttp } from "../../../../tests/support/git-commands";
import { startGitHttpServer, type GitHttpServer } from "../../../../tests/support/git-http-server";
import { ACCOUNT, testGitStorage } from "./git-storage.fixture";

// The browser's partial copy against a real git server (git http-backend, partial fetches allowed as
// `npm run git-hook:install` sets it): what each step fetches, read from the packs the copy kept.
const COURSE = "pages/courses/react.json";
const PICTURE = "public/images/courses/react.png";

let root: string;
let server: GitHttpServer;
let bare: string;
let someone: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "kept-objects-"));
  const work = join(root, "work");
  fs.mkdirSync(join(work, "pages/courses"), { recursive: true });
  fs.mkdirSync(join(work, "public/images/courses"), { recursive: true });
  fs.mkdirSync(join(work, "src"), { recursive: true });
  writeFileSync(join(work, COURSE), '{ "title": "React" }\n');
  writeFileSync(join(work, "pages/courses/python.json"), '{ "title": "Python" }\n');
  writeFileSync(join(work, PICTURE), Buffer.alloc(20_000, 7));
  writeFileSync(join(work, "src/app.ts"), "export {};\n");
  git(work, "init", "-q", "-b", "main");
  git(work, "add", ".");
  git(work, "commit", "-q", "-m", "The site");
  for (let n = 1; n <= 40; n += 1) {
    writeFileSync(join(work, "src/app.ts"), `export const n = ${n};\n`);
    git(work, "commit", "-q", "-am", `Code change ${n}`);
  }
  bare = join(root, "site.git");
  git(root, "clone", "-q", "--bare", work, bare);
  git(bare, "config", "uploadpack.allowFilter", "true");
  server = await startGitHttpServer(root, ACCOUNT);
  someone = join(root, "someone");
  await gitOverHttp(root, "clone", "-q", addressWithLogin(server.url, ACCOUNT), someone);
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The objects of every pack the copy kept, by type, as git itself reads the pack. */
function keptPacks(gitdir: string): Map<string, string[]> {
  const folder = join(gitdir, "objects/pack");
  const packs = new Map<string, string[]>();
  for (const name of readdirSync(folder).filter((file) => file.endsWith(".idx"))) {
    const listed = execFileSync("git", ["verify-pack", "-v", join(folder, name)], { encoding: "utf8" });
    const types = listed
      .split("\n")
      .map((line) => line.split(/\s+/)[1])
      .filter((type) => ["commit", "tree", "blob", "tag"].includes(type));
    packs.set(name, types.sort());
  }
  return packs;
}

/** What the packs kept since `before` hold, each pack's objects by type. */
const keptSince = (gitdir: string, before: Map<string, string[]>) =>
  [...keptPacks(gitdir)]
    .filter(([name]) => !before.has(name))
    .map(([, types]) => types)
    .sort((a, b) => b.length - a.length);

describe("the browser's partial copy of the repository", () => {
  it("opens main with its folders and no file, then fetches a file the first time it is read, and only it", async () => {
    const gitdir = join(root, "first-visit.git");
    const copy = testGitStorage(server, root, { gitdir });
    await copy.open();
    // One commit (not its 40 parents) and its four folders: /, pages, pages/courses, public/…, src.
    expect(keptSince(gitdir, new Map())).toEqual([["commit", ...Array<string>(7).fill("tree")]]);
    const before = keptPacks(gitdir);
    const { files } = await copy.files(undefined, ["pages", "public"]);
    expect([...files.keys()].sort()).toEqual(["pages/courses/python.json", COURSE, PICTURE]);
    expect(keptSince(gitdir, before)).toEqual([]);

    expect((await copy.read(COURSE))?.text).toBe('{ "title": "React" }\n');
    expect(keptSince(gitdir, before)).toEqual([["blob"]]);
    // Read again, here or by the next visit: nothing more is fetched.
    const again = keptPacks(gitdir);
    await copy.read(COURSE);
    const nextVisit = testGitStorage(server, root, { gitdir });
    await nextVisit.open();
    expect((await nextVisit.read(COURSE))?.text).toBe('{ "title": "React" }\n');
    expect(keptSince(gitdir, again)).toEqual([]);
  });

  it("fetches only what someone changed since the last visit: the new commit, its folders on the way, and the file when read", async () => {
    const gitdir = join(root, "next-day.git");
    await testGitStorage(server, root, { gitdir }).open();
    writeFileSync(join(someone, COURSE), '{ "title": "React (evening)" }\n');
    git(someone, "commit", "-q", "-am", "Evening class");
    await gitOverHttp(someone, "push", "-q", "origin", "main");

    const before = keptPacks(gitdir);
    const nextDay = testGitStorage(server, root, { gitdir });
    await nextDay.open();
    expect(keptSince(gitdir, before)).toEqual([["commit", "tree", "tree", "tree"]]);
    expect((await nextDay.read(COURSE))?.text).toBe('{ "title": "React (evening)" }\n');
    expect(keptSince(gitdir, before)).toEqual([["commit", "tree", "tree", "tree"], ["blob"]]);
  });

  it("fetches a new commit once when answers read side by side want it (the list of pages and the draft's)", async () => {
    const gitdir = join(root, "side-by-side.git");
    await testGitStorage(server, root, { gitdir }).open();
    writeFileSync(join(someone, "pages/courses/python.json"), '{ "title": "Python (weekend)" }\n');
    git(someone, "commit", "-q", "-am", "Weekend class");
    await gitOverHttp(someone, "push", "-q", "origin", "main");

    const before = keptPacks(gitdir);
    const copy = testGitStorage(server, root, { gitdir });
    const [files, pending, read] = await Promise.all([
      copy.files(undefined, ["pages"]),
      copy.pending("nobody"),
      copy.read("pages/courses/python.json"),
      copy.read("pages/courses/python.json"),
    ]);
    expect(files.files.size).toBe(2);
    expect(pending).toEqual([]);
    expect(read?.text).toBe('{ "title": "Python (weekend)" }\n');
    expect(keptSince(gitdir, before)).toEqual([["commit", "tree", "tree", "tree"], ["blob"]]);
  });

  it("reads several files in one fetch when they are asked for together", async () => {
    const gitdir = join(root, "together.git");
    const copy = testGitStorage(server, root, { gitdir });
    await copy.open();
    const { files } = await copy.files(undefined, ["pages"]);
    const before = keptPacks(gitdir);
    const texts = await Promise.all([...files.values()].map((version) => copy.text(version)));
    expect(texts).toEqual([...files.keys()].map((path) => `${git(bare, "show", `main:${path}`)}\n`));
    expect(keptSince(gitdir, before)).toEqual([["blob", "blob"]]);
  });

  it("finds where a draft began from its commits alone, once main moved on, and publishes only the draft's file", async () => {
    const gitdir = join(root, "draft.git");
    const author = testGitStorage(server, root, { gitdir });
    await author.open();
    const opened = await author.read("pages/courses/python.json");
    const saved = await author.save(
      "python",
      [{ path: "pages/courses/python.json", content: '{ "title": "Python 3" }\n', openedAt: opened!.version }],
      "Draft: Python 3",
    );
    expect(saved.kind).toBe("saved");
    // Main moves on twice meanwhile, without the draft.
    await gitOverHttp(someone, "pull", "-q", "--ff-only");
    for (const n of [41, 42]) {
      writeFileSync(join(someone, "src/app.ts"), `export const n = ${n};\n`);
      git(someone, "commit", "-q", "-am", `Code change ${n}`);
    }
    await gitOverHttp(someone, "push", "-q", "origin", "main");

    const before = keptPacks(gitdir);
    expect(await testGitStorage(server, root, { gitdir }).pending("python")).toEqual(["pages/courses/python.json"]);
    // Main's new commit with its changed folders; its history as commits alone; no file.
    expect(keptSince(gitdir, before).flat()).not.toContain("blob");

    const published = await testGitStorage(server, root, { gitdir }).publish("python", "Publish: Python 3");
    expect(published.kind).toBe("saved");
    expect(git(bare, "show", "--name-only", "--format=%s", "main").split("\n").filter(Boolean)).toEqual([
      "Publish: Python 3",
      "pages/courses/python.json",
    ]);
    expect(git(bare, "show", "main:src/app.ts")).toBe("export const n = 42;");
    expect(git(bare, "branch", "--list", "drafts/*")).toBe("");
  });
});
