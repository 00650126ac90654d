import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { preview, type PreviewServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressWithLogin, bareCopyOfProject, git, gitOverHttp } from "../support/git-commands";
import { EDITOR_ADDRESS, editorAddress } from "../../editor/browser/boot/editor-addresses";
import { staticRoutesPlugin } from "../../scripts/build-plugins/vite-plugin-static-routes";
import { PROJECT_ROOT } from "../../scripts/lib/project-root";
import { startGitHttpServer, type GitHttpServer } from "../support/git-http-server";
import { gitProxyPlugin } from "../support/git-proxy-plugin";
import { launchBrowser, openGuardedPage, press, settled, type GuardedPage } from "./browser";
import { fieldAt, PREVIEW_FRAME } from "./editor-session";

// The built editor on a static host (dist/ as a host serves it, with its headers), saving to a real
// git server: Debian's git http-backend serving a bare copy of this project's last commit, with the
// project's pre-receive hook installed (npm run git-hook:install), reached at the site's /git/ as the
// host's rewrite passes it on. On a phone, with taps.
const ACCOUNT = { username: "sita", password: "right horse battery" };
const COURSE = "pages/courses/python-training.json";

let root: string;
let bare: string;
let gitServer: GitHttpServer;
let site: PreviewServer;
let baseUrl: string;
let browser: Browser;
let author: GuardedPage;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "editor-git-"));
  bare = bareCopyOfProject(root);
  execFileSync(
    process.execPath,
    [join(PROJECT_ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/commands/git-hook/install.ts", bare],
    { cwd: PROJECT_ROOT },
  );
  gitServer = await startGitHttpServer(root, ACCOUNT);
  site = await preview({
    root: PROJECT_ROOT,
    configFile: false,
    plugins: [gitProxyPlugin(gitServer.url), staticRoutesPlugin()],
    logLevel: "warn",
    build: { outDir: "dist" },
    preview: { port: 0, host: "127.0.0.1", strictPort: false },
  });
  const address = site.httpServer.address();
  if (!address || typeof address === "string") throw new Error("the static server has no port");
  baseUrl = `http://127.0.0.1:${address.port}`;
  browser = await launchBrowser();
  author = await openGuardedPage(browser, {
    width: 375,
    // The static host answers the editor's look for this computer's files with its 404 page, and the
    // git server the wrong password with 401: the browser logs both.
    expectedErrors: [/404/, /401/],
    reloadedFrames: PREVIEW_FRAME,
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await gitServer?.close();
  rmSync(root, { recursive: true, force: true });
});

const onServer = (...args: string[]) => git(bare, ...args);

async function signIn(page: Page, password: string): Promise<void> {
  await page.getByLabel("Repository address").fill("/git/site.git");
  await page.getByLabel("User name").fill(ACCOUNT.username);
  await page.getByLabel("Password or access token").fill(password);
  await page.getByLabel("Your name").fill("Sita Sharma");
  await page.getByLabel("Your e-mail").fill("sita@example.com");
  await press(page.getByRole("button", { name: "Sign in" }));
}

/** Opens a document from the list and waits for its form to be checked. */
async function openFromList(page: Page, file: string): Promise<void> {
  await page.goto(`${baseUrl}${editorAddress(file)}`);
  await page.locator('[data-pointer=""]').waitFor({ timeout: 60_000 });
  await page.locator("[data-problem-count]").waitFor({ timeout: 60_000 });
}

describe("the built editor on a static host, saving to a git server", { timeout: 180_000 }, () => {
  it("refuses a wrong password in words, keeping every field as typed", async () => {
    const { page } = author;
    await page.goto(`${baseUrl}${EDITOR_ADDRESS}`);
    await page.getByRole("heading", { name: "Sign in to edit the site", level: 1 }).waitFor();
    await signIn(page, "wrong horse");
    await expect
      .poll(() => page.getByRole("alert").textContent(), { timeout: 60_000 })
      .toMatch(/did not accept this user name and password/);
    expect(await page.getByLabel("User name").inputValue()).toBe(ACCOUNT.username);
    expect(await page.getByLabel("Your e-mail").inputValue()).toBe("sita@example.com");
  });

  it("signs in, and a save waits in the author's draft branch, main unchanged", async () => {
    const { page } = author;
    const mainBefore = onServer("rev-parse", "main");
    await signIn(page, ACCOUNT.password);
    const draft = page.getByRole("region", { name: "Your draft" });
    await expect
      .poll(() => draft.textContent(), { timeout: 60_000 })
      .toMatch(/Signed in as sita\. Your draft is empty/);
    // New pages and uploads are not offered on a git host yet.
    expect(await page.getByRole("button", { name: "New course" }).count()).toBe(0);

    await openFromList(page, COURSE);
    const title = fieldAt(page, "/title");
    await title.fill("Python Programming");
    await press(page.getByRole("button", { name: "Save", exact: true }));
    await expect
      .poll(() => page.getByRole("status").first().textContent(), { timeout: 60_000 })
      .toMatch(/^Saved in your draft/);
    expect(onServer("rev-parse", "main")).toBe(mainBefore);
    expect(onServer("show", "--name-only", "--format=%an", "drafts/sita").split("\n").filter(Boolean)).toEqual([
      "Sita Sharma",
      COURSE,
    ]);
    expect(onServer("show", `drafts/sita:${COURSE}`)).toContain('"title": "Python Programming"');
    // The page checks the saved document again: let it finish before the next test leaves the page.
    await settled(page);
  });

  it("publishes the draft as one commit on main, which the server's hook checked and let through", async () => {
    const { page } = author;
    const mainBefore = onServer("rev-parse", "main");
    await page.goto(`${baseUrl}${EDITOR_ADDRESS}`);
    const draft = page.getByRole("region", { name: "Your draft" });
    await expect.poll(() => draft.textContent(), { timeout: 60_000 }).toMatch(/1 file waits in your draft/);
    await press(draft.getByRole("button", { name: "Publish to the site" }));
    await expect.poll(() => draft.textContent(), { timeout: 120_000 }).toMatch(/Published\./);
    // And it looks at the draft again, which is empty now.
    await expect.poll(() => draft.textContent(), { timeout: 60_000 }).toMatch(/Your draft is empty/);
    expect(onServer("rev-parse", "main^")).toBe(mainBefore);
    expect(onServer("show", "--name-only", "--format=%s", "main").split("\n").filter(Boolean)).toEqual([
      "Publish Python Programming",
      COURSE,
    ]);
    expect(onServer("branch", "--list", "drafts/*")).toBe("");
  });

  it("shows, field by field, a change someone pushed meanwhile, and overwrites nothing", async () => {
    const { page } = author;
    await openFromList(page, COURSE);
    // Someone else changes the same course's title with plain git.
    const clone = join(root, "someone");
    const address = addressWithLogin(gitServer.url, ACCOUNT);
    await gitOverHttp(root, "clone", "-q", address, clone);
    const path = join(clone, COURSE);
    writeFileSync(
      path,
      readFileSync(path, "utf8").replace('"title": "Python Programming"', '"title": "Python Evenings"'),
    );
    git(clone, "commit", "-q", "-am", "Evening class");
    await gitOverHttp(clone, "push", "-q", "origin", "main");
    const mainBefore = onServer("rev-parse", "main");

    await fieldAt(page, "/title").fill("Python for Everyone");
    await press(page.getByRole("button", { name: "Save", exact: true }));
    const versions = page.getByRole("dialog", { name: "Someone else saved this page while you were editing" });
    await versions.waitFor({ timeout: 60_000 });
    const title = versions.getByRole("group", { name: "Title", exact: true });
    expect(await title.getByRole("radio", { name: /^Saved meanwhile: “Python Evenings/ }).count()).toBe(1);
    expect(await title.getByRole("radio", { name: /^Yours: “Python for Everyone/ }).count()).toBe(1);
    expect(onServer("rev-parse", "main")).toBe(mainBefore);
    expect(onServer("branch", "--list", "drafts/*")).toBe("");
    expect(author.problems).toEqual([]);
  });

  it("refuses, with git itself, a push whose document is invalid, naming its file, line and column", async () => {
    const clone = join(root, "someone");
    const path = join(clone, COURSE);
    writeFileSync(path, readFileSync(path, "utf8").replace('"type": "faq"', '"type": "fqa"'));
    git(clone, "commit", "-q", "-am", "A block type misspelt");
    const push = gitOverHttp(clone, "push", "-q", "origin", "main");
    await expect(push).rejects.toMatchObject({
      stderr: expect.stringMatching(/pages\/courses\/python-training\.json:\d+:\d+/),
    });
  });
});
