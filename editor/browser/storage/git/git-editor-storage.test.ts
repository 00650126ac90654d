import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressWithLogin, git, gitOverHttp, SOMEONE_ELSE } from "../../../../tests/support/git-commands";
import { bareCopyOfProject } from "../../../../scripts/lib/bare-copy-of-project";
import { PROJECT_ROOT } from "../../../../scripts/lib/project-root";
import { scaffoldPage } from "../../../../scripts/commands/scaffold/scaffold-page";
import { validatePages } from "../../../../scripts/validator/validate-pages";
import { PIXEL_PNG } from "../../../../tests/browser/form-services";
import { startGitHttpServer, type GitHttpServer } from "../../../../tests/support/git-http-server";
import { listDocuments } from "../../../server/documents/list-documents";
import { formatDocument } from "../../../documents/format-document";
import type { OpenedDocument } from "../../../documents/storage-contract";
import { PICTURE_REFUSALS } from "./checked-picture";
import { CHANGED_MEANWHILE, gitEditorStorage } from "./git-editor-storage";
import { ACCOUNT, siteRulesInNode, testGitStorage } from "./git-storage.fixture";

// The editor's storage on a real git server (Debian's git http-backend on 127.0.0.1) serving this
// project's own last commit: what the browser's editor does on a static host, run here in Node.
const REACT = "pages/courses/react-native-training.json";
const DRAFT = "sita";

let root: string;
let bare: string;
let server: GitHttpServer;
const onServer = (...args: string[]) => git(bare, ...args);

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "git-editor-storage-"));
  bare = bareCopyOfProject(root);
  server = await startGitHttpServer(root, ACCOUNT);
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

async function editorStorage() {
  const store = testGitStorage(server, root);
  await store.open();
  return gitEditorStorage({ git: store, draft: DRAFT, rules: async () => siteRulesInNode });
}

/** A branch's files, as a site folder the validator can read. */
function checkout(branch: string): string {
  const folder = join(root, `checkout-${branch.replace("/", "-")}-${Date.now()}`);
  mkdirSync(folder);
  execFileSync("sh", ["-c", `git --git-dir="${bare}" archive "${branch}" | tar -x -C "${folder}"`], {
    env: SOMEONE_ELSE,
  });
  return folder;
}

const withTitle = (opened: OpenedDocument, title: string) => ({ ...(opened.data as object), title });

// Publish fetches the whole history of main and the draft once, to find where the draft began.
describe("the editor's storage on a git host", { timeout: 90_000 }, () => {
  it("lists the documents the dev server lists, read from the repository", async () => {
    const storage = await editorStorage();
    expect(await storage.listDocuments()).toEqual(listDocuments(checkout("main")));
  });

  it("finds a problem at its field before any commit, and refuses to save it, pushing nothing", async () => {
    const storage = await editorStorage();
    const opened = await storage.openDocument(REACT);
    const data = withTitle(opened, "");
    const { problems } = await storage.validateDocument({ file: REACT, data });
    expect(problems.some((problem) => problem.pointer === "/title" && problem.severity === "error")).toBe(true);
    const outcome = await storage.saveDocument({ file: REACT, data, version: opened.version });
    expect(outcome.kind).toBe("refused");
    expect(onServer("branch", "--list", "drafts/*")).toBe("");
  });

  it("saves to the author's draft in one commit, in the repository's format, main unchanged", async () => {
    const mainBefore = onServer("rev-parse", "main");
    const storage = await editorStorage();
    const opened = await storage.openDocument(REACT);
    const data = withTitle(opened, "React Native Apps");
    const outcome = await storage.saveDocument({ file: REACT, data, version: opened.version });
    expect(outcome).toMatchObject({ kind: "saved", path: "/react-native-training" });
    expect(onServer("rev-parse", "main")).toBe(mainBefore);
    expect(onServer("rev-parse", `drafts/${DRAFT}^`)).toBe(mainBefore);
    expect(onServer("show", "--name-only", "--format=%s", `drafts/${DRAFT}`).split("\n").filter(Boolean)).toEqual([
      "Edit React Native Apps",
      REACT,
    ]);
    const original = readFileSync(join(PROJECT_ROOT, REACT), "utf8");
    expect(onServer("show", `drafts/${DRAFT}:${REACT}`) + "\n").toBe(await formatDocument(data, original));
    // Opened again, the document is the draft's, at the version the save answered.
    const again = await storage.openDocument(REACT);
    expect(again.version).toBe(outcome.kind === "saved" && outcome.version);
    expect((again.data as { title: string }).title).toBe("React Native Apps");
  });

  it("moves a page to its new address in one commit with every link to it, and the draft passes the validator", async () => {
    const storage = await editorStorage();
    const opened = await storage.openDocument(REACT);
    const data = { ...(opened.data as object), path: "/react-native-apps" };
    const outcome = await storage.saveDocument({ file: REACT, data, version: opened.version });
    expect(outcome).toMatchObject({
      kind: "saved",
      move: { from: "/react-native-training", to: "/react-native-apps" },
    });
    const changed = onServer("show", "--name-status", "--no-renames", "--format=", `drafts/${DRAFT}`);
    expect(changed).toMatch(/^D\tpages\/courses\/react-native-training\.json$/m);
    expect(changed).toMatch(/^A\tpages\/courses\/react-native-apps\.json$/m);
    // The pages that linked to the old address, changed in the same commit.
    expect(changed.split("\n").filter((line) => line.startsWith("M\t")).length).toBeGreaterThan(0);
    const site = checkout(`drafts/${DRAFT}`);
    expect(validatePages(site).problems.filter((problem) => problem.severity === "error")).toEqual([]);
    expect(fs.readFileSync(join(site, "pages/courses/react-native-apps.json"), "utf8")).toContain(
      '"/react-native-apps"',
    );
  });

  it("gives back the other save's document when the file changed meanwhile, and overwrites nothing", async () => {
    const storage = await editorStorage();
    const file = "pages/courses/python-training.json";
    const opened = await storage.openDocument(file);
    // Someone saves the same course on the author's draft with plain git.
    const clone = join(root, "someone");
    const address = addressWithLogin(server.url, ACCOUNT);
    await gitOverHttp(root, "clone", "-q", "-b", `drafts/${DRAFT}`, address, clone);
    const theirs = { ...(JSON.parse(readFileSync(join(clone, file), "utf8")) as object), title: "Python (evening)" };
    writeFileSync(join(clone, file), `${JSON.stringify(theirs, null, 2)}\n`);
    git(clone, "commit", "-q", "-am", "Evening class");
    await gitOverHttp(clone, "push", "-q", "origin", `drafts/${DRAFT}`);
    const tipBefore = onServer("rev-parse", `drafts/${DRAFT}`);

    const outcome = await storage.saveDocument({ file, data: withTitle(opened, "Python 3"), version: opened.version });
    expect(outcome).toMatchObject({ kind: "conflict", message: CHANGED_MEANWHILE, theirs: { data: theirs } });
    expect(onServer("rev-parse", `drafts/${DRAFT}`)).toBe(tipBefore);
  });

  it("publishes the draft as one commit on main", async () => {
    const storage = await editorStorage();
    const mainBefore = onServer("rev-parse", "main");
    // Waiting in the draft: the course at its new address, gone from its old one, and the other save's.
    expect(await storage.draft?.waiting()).toEqual(
      expect.arrayContaining([
        { file: "pages/courses/python-training.json", name: "Python (evening)" },
        { file: "pages/courses/react-native-apps.json", name: "React Native Apps" },
        // Gone from the draft (the page moved): named by what visitors know of it on the site.
        {
          file: "pages/courses/react-native-training.json",
          name: "React Native: no longer at /react-native-training",
        },
      ]),
    );
    const outcome = await storage.draft!.publish();
    expect(outcome.kind).toBe("published");
    expect(onServer("rev-parse", "main^")).toBe(mainBefore);
    expect(onServer("log", "-1", "--format=%s", "main")).toMatch(/^Publish .*React Native Apps/);
    expect(onServer("branch", "--list", "drafts/*")).toBe("");
    expect(await storage.draft?.waiting()).toEqual([]);
    const site = checkout("main");
    expect(validatePages(site).problems.filter((problem) => problem.severity === "error")).toEqual([]);
    expect(fs.existsSync(join(site, "pages/courses/react-native-apps.json"))).toBe(true);
  });

  it("makes a New course as the scaffold does: its document and card picture in one commit on the draft", async () => {
    const storage = await editorStorage();
    const mainBefore = onServer("rev-parse", "main");
    const outcome = await storage.createPage({ kind: "course", title: "Rust Programming" });
    expect(outcome).toEqual({ kind: "created", file: "pages/courses/rust-programming.json" });
    expect(onServer("rev-parse", "main")).toBe(mainBefore);
    const commit = onServer("show", "--name-status", "--format=%s", `drafts/${DRAFT}`).split("\n").filter(Boolean);
    expect(commit).toEqual([
      "New course: Rust Programming",
      "A\tpages/courses/rust-programming.json",
      "A\tpublic/images/courses/rust-programming.svg",
    ]);
    // The same bytes `npm run new:course` writes: its card drawn with the same marks.
    const scaffolded = join(root, "scaffolded");
    fs.cpSync(checkout("main"), scaffolded, { recursive: true });
    const written = await scaffoldPage("course", "Rust Programming", scaffolded);
    expect(written.ok).toBe(true);
    for (const path of ["pages/courses/rust-programming.json", "public/images/courses/rust-programming.svg"]) {
      expect(onServer("show", `drafts/${DRAFT}:${path}`) + "\n").toBe(readFileSync(join(scaffolded, path), "utf8"));
    }
    expect((await storage.listDocuments()).map((page) => page.file)).toContain("pages/courses/rust-programming.json");
    expect(await storage.createPage({ kind: "course", title: "rust  programming" })).toMatchObject({
      kind: "taken",
      existing: { file: "pages/courses/rust-programming.json" },
    });
  });

  it("shows a picture the draft has and the site not yet from the draft itself, never from the site", async () => {
    const storage = await editorStorage();
    const made = await storage.createPage({ kind: "course", title: "Svelte Basics" });
    expect(made).toEqual({ kind: "created", file: "pages/courses/svelte-basics.json" });
    const { shownFrom = {} } = await storage.listImages("pages/courses/svelte-basics.json");
    const card = "/images/courses/svelte-basics.svg";
    expect(shownFrom[card]).toMatch(/^blob:/);
    const shown = await fetch(shownFrom[card]!);
    expect(shown.headers.get("Content-Type")).toBe("image/svg+xml");
    expect((await shown.text()).trim()).toBe(onServer("show", `drafts/${DRAFT}:public${card}`));
    // What main has already is the site's to serve: only pictures main lacks are shown from the draft.
    for (const src of Object.keys(shownFrom)) expect(() => onServer("cat-file", "-e", `main:public${src}`)).toThrow();
  });

  it("commits an uploaded picture with the page that shows it, and refuses a file that is not a picture", async () => {
    const storage = await editorStorage();
    const file = "pages/courses/python-training.json";
    await expect(storage.uploadImage(file, "courses", new File(["<svg onload=alert(1)>"], "evil.png"))).rejects.toThrow(
      PICTURE_REFUSALS.notAPicture,
    );
    const src = await storage.uploadImage(file, "courses", new File([PIXEL_PNG], "Python Class (1).PNG"));
    expect(src).toBe("/images/courses/python-class-1.png");
    const waiting = await storage.listImages(file);
    expect(waiting.staged).toEqual([src]);
    // Shown from this tab until the host serves it.
    const shown = await fetch(waiting.shownFrom![src]!);
    expect(shown.headers.get("Content-Type")).toBe("image/png");
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(PIXEL_PNG);
    const opened = await storage.openDocument(file);
    const data = opened.data as { card: { image: { src: string } } };
    const withPicture = { ...data, card: { ...data.card, image: { ...data.card.image, src } } };
    const outcome = await storage.saveDocument({ file, data: withPicture, version: opened.version });
    expect(outcome.kind).toBe("saved");
    expect(onServer("show", "--name-only", "--format=", `drafts/${DRAFT}`).split("\n").filter(Boolean)).toEqual([
      file,
      "public/images/courses/python-class-1.png",
    ]);
    expect(Buffer.from(execFileSync("git", ["--git-dir", bare, "show", `drafts/${DRAFT}:public${src}`]))).toEqual(
      Buffer.from(PIXEL_PNG),
    );
    expect((await storage.listImages(file)).staged).toEqual([]);
  });
});
