import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { editorAddress, EDITOR_ADDRESS } from "../../../editor/browser/boot/editor-addresses.ts";
import { phoneOrDesktop } from "../../lib/chromium.ts";
import { bareCopyOfProject } from "../../lib/bare-copy-of-project.ts";
import { startNginx } from "../../lib/nginx-server.ts";
import { PROJECT_ROOT } from "../../lib/project-root.ts";
import { EDITOR_BUDGETS } from "./budgets.ts";

// The editor's bytes on a phone (Pixel 7) against the site as a self-hosted owner serves it: Debian's
// nginx with docs/deploy/nginx.conf serving dist/, and /git/ through fcgiwrap and git http-backend to a
// bare copy of this project set up as `npm run git-hook:install` sets one (partial fetches allowed).
// Every byte the browser receives, headers included, as Chromium counts it (encodedDataLength).
const ACCOUNT = { username: "sita", password: "bench horse battery" };
/** Three courses: opened first, second, and changed by someone else on main before the next day. */
const [FIRST, SECOND, CHANGED] = readdirSync(join(PROJECT_ROOT, "pages/courses"))
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((name) => `pages/courses/${name}`);
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

interface Wire {
  bytes: number;
  /** Requests to git-upload-pack (ls-refs and fetches), and their bytes. */
  packRequests: number;
  packBytes: number;
}

/** Prints the editor's bytes step by step; answers the steps over their budget. */
export async function benchEditorBytes(browser: Browser): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), "editor-bytes-"));
  const bare = bareCopyOfProject(root);
  const site = await startNginx(join(root, "nginx"), join(PROJECT_ROOT, "dist"), { projectRoot: root, ...ACCOUNT });
  const context = await browser.newContext(phoneOrDesktop(375));
  try {
    const page = await context.newPage();
    const measure = await wireOf(page);
    const steps = new Map<string, Wire>();
    const step = async (name: string, run: () => Promise<void>) => steps.set(name, await measure(run));
    const open = (file: string) => async () => {
      await page.goto(`${site.url}${editorAddress(file)}`);
      await page.locator("[data-problem-count]").waitFor({ timeout: 120_000 });
    };

    await step("sign-in screen", async () => {
      await page.goto(`${site.url}${EDITOR_ADDRESS}`);
      await page.getByRole("heading", { name: "Sign in to edit the site", level: 1 }).waitFor();
    });
    await step("signing in", async () => {
      await page.getByLabel("Repository address").fill("/git/site.git");
      await page.getByLabel("User name").fill(ACCOUNT.username);
      await page.getByLabel("Password or access token").fill(ACCOUNT.password);
      await page.getByLabel("Your name").fill("Sita Sharma");
      await page.getByLabel("Your e-mail").fill("sita@example.com");
      await page.getByRole("button", { name: "Sign in" }).tap();
      await page
        .getByRole("link", { name: /Python/ })
        .first()
        .waitFor({ timeout: 120_000 });
    });
    await step("a course", open(FIRST));
    await step("a second course", open(SECOND));
    someoneChanges(root, bare);
    await step("the next day", open(FIRST));

    const signedInWithCourse = sum(steps.get("signing in")!, steps.get("a course")!);
    const rows: [string, Wire, number | undefined][] = [
      ["sign-in screen", steps.get("sign-in screen")!, EDITOR_BUDGETS["sign-in screen"]],
      ["signing in", steps.get("signing in")!, undefined],
      ["a course", steps.get("a course")!, undefined],
      ["signing in and a course", signedInWithCourse, EDITOR_BUDGETS["signing in and a course"]],
      ["a second course", steps.get("a second course")!, EDITOR_BUDGETS["a second course"]],
      ["the next day", steps.get("the next day")!, EDITOR_BUDGETS["the next day"]],
    ];
    console.log(
      `\n${"the editor on a phone".padEnd(28)}  ${"KB".padStart(7)}  git-upload-pack (requests, KB)   budget`,
    );
    const over: string[] = [];
    for (const [name, wire, budget] of rows) {
      const isOver = budget !== undefined && wire.bytes > budget;
      if (isOver) over.push(`the editor, ${name}: ${kb(wire.bytes)} KB > ${kb(budget)} KB`);
      console.log(
        `${name.padEnd(28)}  ${kb(wire.bytes)}  ${String(wire.packRequests).padStart(4)} ${kb(wire.packBytes)}             ${budget === undefined ? "" : kb(budget)}${isOver ? "  OVER" : ""}`,
      );
    }
    return over;
  } finally {
    await context.close();
    await site.close();
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * A measure of what a step makes the page receive, once the network is quiet after it: no request
 * open for half a second, as Playwright's "networkidle", but counted here from the same events as the
 * bytes. Playwright's own wait twice never ended beside the browser tests, saying nothing of why; this
 * one names what is still open if it ever waits that long.
 */
async function wireOf(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const urls = new Map<string, string>();
  const open = new Map<string, string>();
  let lastChange = Date.now();
  let wire: Wire = { bytes: 0, packRequests: 0, packBytes: 0 };
  const closed = (requestId: string) => {
    open.delete(requestId);
    lastChange = Date.now();
  };
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
    urls.set(requestId, request.url);
    // blob: and data: addresses are the page's own bytes, never on the wire.
    if (/^https?:/.test(request.url)) open.set(requestId, request.url);
    lastChange = Date.now();
  });
  cdp.on("Network.loadingFailed", ({ requestId }) => closed(requestId));
  cdp.on("Network.loadingFinished", (event) => {
    closed(event.requestId);
    wire.bytes += event.encodedDataLength;
    if (urls.get(event.requestId)?.endsWith("/git-upload-pack")) {
      wire.packRequests += 1;
      wire.packBytes += event.encodedDataLength;
    }
  });
  /** As long as the steps' own waits: beside the browser tests, a busy machine takes its time. */
  async function quiet(): Promise<void> {
    const deadline = Date.now() + 120_000;
    while (open.size > 0 || Date.now() - lastChange < 500) {
      if (Date.now() > deadline)
        throw new Error(
          `The editor's network did not fall quiet in 120 s; still open: ${[...open.values()].join(", ")}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return async (run: () => Promise<void>): Promise<Wire> => {
    wire = { bytes: 0, packRequests: 0, packBytes: 0 };
    await run();
    await quiet();
    return wire;
  };
}

const sum = (a: Wire, b: Wire): Wire => ({
  bytes: a.bytes + b.bytes,
  packRequests: a.packRequests + b.packRequests,
  packBytes: a.packBytes + b.packBytes,
});

/** Someone else changes one course on main, with git itself. */
function someoneChanges(root: string, bare: string): void {
  const clone = join(root, "someone");
  const env = { ...process.env, GIT_AUTHOR_NAME: "Ram", GIT_AUTHOR_EMAIL: "ram@example.com" };
  const git = (...args: string[]) =>
    execFileSync("git", args, {
      stdio: "pipe",
      env: { ...env, GIT_COMMITTER_NAME: "Ram", GIT_COMMITTER_EMAIL: "ram@example.com" },
    });
  git("clone", "-q", "--depth", "1", `file://${bare}`, clone);
  const file = join(clone, CHANGED);
  const text = readFileSync(file, "utf8");
  writeFileSync(file, text.replace(/"title": "/, '"title": "Evening: '));
  git("-C", clone, "commit", "-q", "-am", "Evening class");
  git("-C", clone, "push", "-q", "origin", "HEAD:main");
}
