import * as fs from "node:fs";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bareCopyOfProject } from "../../../scripts/lib/bare-copy-of-project";
import { PROJECT_ROOT } from "../../../scripts/lib/project-root";
import { PIXEL_PNG } from "../../../tests/browser/form-services";
import { startGitHttpServer } from "../../../tests/support/git-http-server";
import { startTestEditor } from "../../../tests/support/start-test-editor";
import type { EditorStorage } from "../../documents/storage-contract";
import { gitEditorStorage } from "./git/git-editor-storage";
import { ACCOUNT, siteRulesInNode, testGitStorage } from "./git/git-storage.fixture";
import { fakeGitHub } from "./github/fake-github.fixture";
import { githubStorage } from "./github/github-storage";
import { thisComputer } from "./this-computer-storage";
import type { PageDocument } from "../../../src/generated/page";
import { NOT_STARTABLE, translationStart } from "../../../scripts/content-layout/translation-start";
import { writtenTranslation } from "../../documents/translation/translation-texts";

// One contract, three storages: what the page editor may expect of wherever its documents are kept,
// asked of this computer's files (the dev server's endpoints, on a copy of the site), a git server over
// smart HTTP (Debian's git http-backend on 127.0.0.1, serving this project's last commit) and GitHub (a
// fake GitHub in memory holding this project's pages and pictures). Each storage's own ways (a draft
// branch, a commit's shape, GitHub's refusals) are tested beside it.

interface StorageUnderTest {
  storage: EditorStorage;
  close(): Promise<void>;
}

/** The dev server's endpoints on a copy of the site, asked as a page of that server asks them. */
async function thisComputersFiles(): Promise<StorageUnderTest> {
  const server = await startTestEditor();
  const base = `http://127.0.0.1:${server.port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if ((init.method ?? "GET") !== "GET") headers.set("Origin", base);
    return realFetch(new URL(input, base), { ...init, headers });
  });
  return {
    storage: thisComputer,
    close: async () => {
      vi.unstubAllGlobals();
      await server.close();
    },
  };
}

/** The browser's git storage on a git server holding this project's last commit. */
async function gitServer(): Promise<StorageUnderTest> {
  const root = mkdtempSync(join(tmpdir(), "storage-contract-git-"));
  bareCopyOfProject(root);
  const server = await startGitHttpServer(root, ACCOUNT);
  const git = testGitStorage(server, root);
  await git.open();
  return {
    storage: gitEditorStorage({ git, draft: "sita", rules: async () => siteRulesInNode }),
    close: async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The GitHub storage on a fake GitHub whose main holds this project's pages/ and public/. */
async function gitHub(): Promise<StorageUnderTest> {
  const files = Object.fromEntries(
    ["pages", "public"].flatMap((folder) =>
      fs
        .readdirSync(join(PROJECT_ROOT, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const path = join(entry.parentPath, entry.name);
          return [path.slice(PROJECT_ROOT.length + 1), new Uint8Array(readFileSync(path))] as const;
        }),
    ),
  );
  const fake = fakeGitHub({ files });
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => fake.answer(new Request(input, init));
  const git = githubStorage({ owner: fake.owner, repo: fake.repo, token: fake.token, fetch });
  await git.open();
  return {
    storage: gitEditorStorage({ git, draft: "sita", rules: async () => siteRulesInNode }),
    close: async () => {},
  };
}

const STORAGES: [string, () => Promise<StorageUnderTest>][] = [
  ["this computer's files", thisComputersFiles],
  ["a git server over smart HTTP", gitServer],
  ["GitHub", gitHub],
];

const COURSE = "pages/courses/python-training.json";
type Titled = { title: string; path?: string; draft?: boolean };
const titleOf = (data: unknown) => (data as Titled).title;
const original = (file: string) => JSON.parse(readFileSync(join(PROJECT_ROOT, file), "utf8")) as Titled;

describe.each(STORAGES)("the storage of %s", { timeout: 60_000 }, (_name, start) => {
  let under: StorageUnderTest;
  let storage: EditorStorage;
  beforeAll(async () => {
    under = await start();
    storage = under.storage;
  }, 60_000);
  afterAll(() => under?.close());

  it("lists each document with its kind, title and address, as it opens", async () => {
    const list = await storage.listDocuments();
    const course = await storage.openDocument(COURSE);
    expect(list).toContainEqual(
      expect.objectContaining({
        file: COURSE,
        kind: "course",
        title: titleOf(course.data),
        path: (course.data as Titled).path,
      }),
    );
    expect(list).toContainEqual(expect.objectContaining({ file: "pages/_site.json", kind: "site" }));
    expect(list).toContainEqual(expect.objectContaining({ file: "pages/_forms/enrolment.json", kind: "form" }));
  });

  it("opens a document as its file has it, with a version; a file it does not have is an error", async () => {
    const opened = await storage.openDocument("pages/contact-us.json");
    expect(opened).toMatchObject({ file: "pages/contact-us.json", kind: "page" });
    expect(opened.data).toEqual(original("pages/contact-us.json"));
    expect(opened.version).toMatch(/\S/);
    await expect(storage.openDocument("pages/no-such-page.json")).rejects.toThrow(Error);
  });

  it("finds a problem at its field, and refuses to save it: the document stays as it was", async () => {
    const file = "pages/about.json";
    const opened = await storage.openDocument(file);
    const data = { ...(opened.data as object), title: "" };
    const { problems } = await storage.validateDocument({ file, data });
    expect(problems).toContainEqual(expect.objectContaining({ pointer: "/title", severity: "error" }));
    const outcome = await storage.saveDocument({ file, data, version: opened.version });
    expect(outcome).toMatchObject({ kind: "refused", problems: expect.arrayContaining([expect.anything()]) });
    expect(await storage.openDocument(file)).toEqual(opened);
  });

  it("refuses at its field a title another page of its kind has, as a reader tells titles apart", async () => {
    const file = "pages/career.json";
    const opened = await storage.openDocument(file);
    const data = { ...(opened.data as object), title: "contact-us" };
    const { problems } = await storage.validateDocument({ file, data });
    expect(problems).toContainEqual(
      expect.objectContaining({ pointer: "/title", severity: "error", message: expect.stringContaining("Contact Us") }),
    );
  });

  it("saves at the version opened, and opens the document saved at the version it answered", async () => {
    const file = "pages/vision.json";
    const opened = await storage.openDocument(file);
    const data = { ...(opened.data as object), title: "Our Vision, Written Again" };
    const outcome = await storage.saveDocument({ file, data, version: opened.version });
    expect(outcome).toMatchObject({ kind: "saved", path: original(file).path });
    const again = await storage.openDocument(file);
    expect(again.version).toBe(outcome.kind === "saved" ? outcome.version : "");
    expect(again.version).not.toBe(opened.version);
    expect(again.data).toEqual(data);
  });

  it("gives back the document saved meanwhile when a save names an older version, and overwrites nothing", async () => {
    const file = "pages/mission.json";
    const opened = await storage.openDocument(file);
    const first = { ...(opened.data as object), title: "Our Mission, First Saved" };
    expect(await storage.saveDocument({ file, data: first, version: opened.version })).toMatchObject({
      kind: "saved",
    });
    const late = { ...(opened.data as object), title: "Our Mission, Saved Late" };
    const outcome = await storage.saveDocument({ file, data: late, version: opened.version });
    expect(outcome).toMatchObject({ kind: "conflict", theirs: { data: first } });
    expect(titleOf((await storage.openDocument(file)).data)).toBe("Our Mission, First Saved");
  });

  it("starts a page's translation by its first save, listed with its English page, and makes no other file so", async () => {
    const englishFile = "pages/services/crm-hr-payroll.json";
    const file = "pages/ne/services/crm-hr-payroll.json";
    const english = (await storage.openDocument(englishFile)).data as PageDocument;
    const texts = { "/title": "CRM, HR र पेरोल" };
    const data = writtenTranslation(english, translationStart(file, english), texts, new Set(["/title"]));
    const outcome = await storage.saveDocument({ file, data, version: null });
    expect(outcome).toMatchObject({ kind: "saved" });
    const opened = await storage.openDocument(file);
    expect(opened).toMatchObject({ file, kind: "translation", data });
    expect(opened.version).toBe(outcome.kind === "saved" ? outcome.version : "");
    const listed = (await storage.listDocuments()).find((item) => item.file === englishFile);
    expect(listed?.translations).toEqual([{ language: "ne", file }]);
    // On a git host it waits in the draft, named as the author knows it, until published.
    if (storage.draft)
      expect(await storage.draft.waiting()).toContainEqual({ file, name: `${english.title} in Nepali` });
    // Started once: another start finds it there, and overwrites nothing.
    expect(await storage.saveDocument({ file, data: { blocks: [] }, version: null })).toMatchObject({
      kind: "conflict",
    });
    expect((await storage.openDocument(file)).data).toEqual(data);
    const other = await storage.saveDocument({ file: "pages/new-page.json", data: {}, version: null });
    expect(other).toMatchObject({ kind: "refused", message: NOT_STARTABLE });
    await expect(storage.openDocument("pages/new-page.json")).rejects.toThrow(Error);
  });

  it("makes a new course as a draft, listed at once; a title another page has is named, not made twice", async () => {
    const outcome = await storage.createPage({ kind: "course", title: "Rust Programming" });
    expect(outcome).toEqual({ kind: "created", file: "pages/courses/rust-programming.json" });
    const made = await storage.openDocument("pages/courses/rust-programming.json");
    expect(made.data).toMatchObject({ title: "Rust Programming", path: "/rust-programming", draft: true });
    expect((await storage.listDocuments()).map(({ file }) => file)).toContain("pages/courses/rust-programming.json");
    expect(await storage.createPage({ kind: "course", title: "Node JS" })).toMatchObject({
      kind: "taken",
      existing: { file: "pages/courses/nodejs-training.json" },
    });
    expect(await storage.createPage({ kind: "course", title: "rust  programming" })).toMatchObject({
      kind: "taken",
      existing: { file: "pages/courses/rust-programming.json" },
    });
  });

  it("says where a document stands against what the site is built from: on it, changed in the draft, or new", async () => {
    // This computer's files are what the site is built from; a git host's site is built from main.
    const file = "pages/testimonials.json";
    const before = await storage.standing(file);
    expect(["files", "same"]).toContain(before);
    const onGitHost = before === "same";
    const opened = await storage.openDocument(file);
    const data = { ...(opened.data as object), title: "What Our Students Say, Again" };
    expect(await storage.saveDocument({ file, data, version: opened.version })).toMatchObject({ kind: "saved" });
    expect(await storage.standing(file)).toBe(onGitHost ? "changed" : "files");
    await storage.createPage({ kind: "course", title: "Go Basics" });
    expect(await storage.standing("pages/courses/go-basics.json")).toBe(onGitHost ? "new" : "files");
  });

  it("deletes a page no other page links to: it is listed and opened no more", async () => {
    const made = await storage.createPage({ kind: "course", title: "Elm Basics" });
    expect(made).toEqual({ kind: "created", file: "pages/courses/elm-basics.json" });
    const { version } = await storage.openDocument("pages/courses/elm-basics.json");
    expect(await storage.deletePage({ file: "pages/courses/elm-basics.json", version })).toEqual({
      kind: "deleted",
      relinked: [],
    });
    expect((await storage.listDocuments()).map(({ file }) => file)).not.toContain("pages/courses/elm-basics.json");
    await expect(storage.openDocument("pages/courses/elm-basics.json")).rejects.toThrow(Error);
  });

  it("names the pages that link to a page and deletes nothing, until another page of its kind takes its address", async () => {
    const file = "pages/courses/qa-training.json";
    const keeper = "pages/courses/seo-basic.json";
    const opened = await storage.openDocument(file);
    const linked = await storage.deletePage({ file, version: opened.version });
    expect(linked).toMatchObject({ kind: "linked", linkedFrom: ["Home"] });
    expect(await storage.openDocument(file)).toEqual(opened);
    // Its address cannot lead to a page of another kind.
    expect(
      await storage.deletePage({ file, version: opened.version, keepAddressFor: "pages/about.json" }),
    ).toMatchObject({ kind: "refused" });

    expect(await storage.deletePage({ file, version: opened.version, keepAddressFor: keeper })).toEqual({
      kind: "deleted",
      relinked: ["Home"],
    });
    await expect(storage.openDocument(file)).rejects.toThrow(Error);
    const kept = (await storage.openDocument(keeper)).data as Titled & { aliases?: string[] };
    expect(kept.aliases).toContain(original(file).path);
    const home = JSON.stringify((await storage.openDocument("pages/home.json")).data);
    expect(home).not.toContain(`"${original(file).path}"`);
    expect(home).toContain(`"${kept.path}"`);
  });

  it("takes a picture for a document and lists it as waiting for its save; a file that is not a picture is refused in words", async () => {
    await expect(
      storage.uploadImage(COURSE, "courses", new File(["<svg onload=alert(1)>"], "evil.png")),
    ).rejects.toThrow(/not a .*picture/);
    const src = await storage.uploadImage(COURSE, "courses", new File([PIXEL_PNG], "Python Class (1).PNG"));
    expect(src).toBe("/images/courses/python-class-1.png");
    expect((await storage.listImages(COURSE)).staged).toEqual([src]);
  });
});
