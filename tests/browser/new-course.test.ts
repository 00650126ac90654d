import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { preview, type PreviewServer } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { copySite } from "../support/copy-site";
import { launchBrowser, openGuardedPage, press } from "./browser";

// docs/adding-a-course.md followed literally, on a copy of a clean checkout: scaffold, validate,
// build, and find the course everywhere the guide promises, with no code change.
const TITLE = "Kubernetes Training";
let copy: string;
const npm = (...args: string[]) =>
  execFileSync("npm", args, { cwd: copy, stdio: "pipe", env: { ...process.env, NODE_ENV: "production" } });

let server: PreviewServer;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  copy = copySite("new-course-");
  npm("run", "-s", "new:course", "--", TITLE);
  npm("run", "-s", "validate");
  npm("run", "-s", "build");
  server = await preview({ root: copy, logLevel: "silent", preview: { port: 0, host: "127.0.0.1" } });
  const address = server.httpServer.address();
  if (!address || typeof address === "string") throw new Error("preview server has no port");
  baseUrl = `http://127.0.0.1:${address.port}`;
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(copy, { recursive: true, force: true });
});

it("has its own route, a card on /courses and a line in the sitemap", () => {
  const page = readFileSync(join(copy, "dist/kubernetes-training/index.html"), "utf8");
  expect(page).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
  expect(page).toContain('<link rel="canonical" href="https://www.yetibytes.example/kubernetes-training" />');
  const courses = readFileSync(join(copy, "dist/courses/index.html"), "utf8");
  expect(courses).toContain('href="/kubernetes-training"');
  expect(courses).toMatch(new RegExp(`<h2[^>]*>${TITLE}</h2>`));
  expect(readFileSync(join(copy, "dist/sitemap.xml"), "utf8")).toContain(
    "<loc>https://www.yetibytes.example/kubernetes-training</loc>",
  );
});

it("is suggested by the search, listed in the mobile drawer and offered by the enrolment form", async () => {
  const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
  await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });

  await page.getByRole("combobox").first().fill("kubern");
  await press(page.getByRole("listbox").getByRole("option", { name: TITLE }));
  await page.waitForURL(/\/kubernetes-training$/);

  await press(page.getByRole("button", { name: "More", exact: true }));
  const drawer = page.getByRole("dialog", { name: "Menu" });
  expect(await drawer.getByRole("link", { name: TITLE }).getAttribute("href")).toBe("/kubernetes-training");
  await page.keyboard.press("Escape");

  const course = page.locator("main select[name=course]");
  await course.scrollIntoViewIfNeeded();
  expect(await course.locator("option").allTextContents()).toContain(TITLE);
  expect(problems).toEqual([]);
  await context.close();
});
