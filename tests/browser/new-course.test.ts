import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import type { Browser } from "playwright-core";
import { preview, type PreviewServer } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { copySite } from "../support/copy-site";
import { launchBrowser, openGuardedPage } from "./browser";
import { expectCourseFindable, expectCourseInBuild } from "./course-everywhere";

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
  expectCourseInBuild(copy, TITLE, "/kubernetes-training");
});

it("is suggested by the search, listed in the mobile drawer and offered by the enrolment form", async () => {
  const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
  await expectCourseFindable(page, `${baseUrl}/`, TITLE, "/kubernetes-training", "kubern");
  expect(problems).toEqual([]);
  await context.close();
});
