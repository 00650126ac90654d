import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { stagingFolder } from "../../editor/server/images/staging-folder.ts";
import { IMAGE_HEADERS } from "../../scripts/build-plugins/headers/host-headers.ts";
import { startDevServer, type DevServer } from "../support/dev-server";
import { launchBrowser } from "./browser";

/** An SVG that marks itself when its script runs, put on disk by hand (the editor would rebuild it). */
const SCRIPTED = `<svg xmlns="http://www.w3.org/2000/svg"><script>document.documentElement.setAttribute("data-ran", "yes")</script><rect width="4" height="4"/></svg>`;

let dev: DevServer;
let browser: Browser;
beforeAll(async () => {
  // In public/ before the server starts (Vite lists it then); waiting for a save after (it empties them then).
  dev = await startDevServer("image-sandbox-", {
    prepare: (copy) => writeFileSync(join(copy, "public/images/courses/scripted.svg"), SCRIPTED),
  });
  const waiting = join(stagingFolder(dev.copy, "pages/courses/python-training.json"), "courses");
  mkdirSync(waiting, { recursive: true });
  writeFileSync(join(waiting, "staged-scripted.svg"), SCRIPTED);
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await dev?.close();
});

/** Opens the address on its own, as a visitor following a link to it would, and says whether its script ran. */
async function open(url: string) {
  const page = await browser.newPage();
  try {
    const response = await page.goto(url, { waitUntil: "load" });
    const ran = await page.locator("svg").first().getAttribute("data-ran");
    return {
      ran,
      csp: response?.headers()["content-security-policy"],
      nosniff: response?.headers()["x-content-type-options"],
    };
  } finally {
    await page.close();
  }
}

describe("a picture under /images/ opened on its own runs nothing", () => {
  it("runs the script of an SVG served with no sandbox (the check can see a script run)", async () => {
    const page = await browser.newPage();
    await page.route("**/control.svg", (route) => route.fulfill({ contentType: "image/svg+xml", body: SCRIPTED }));
    await page.goto(`${dev.baseUrl}/control.svg`, { waitUntil: "load" });
    expect(await page.locator("svg").getAttribute("data-ran")).toBe("yes");
    await page.close();
  });

  it.each([
    ["in public/images, on the dev server", "/images/courses/scripted.svg"],
    ["waiting for its document's save, on the dev server", "/images/courses/staged-scripted.svg"],
  ])("an SVG %s", async (_, path) => {
    expect(await open(`${dev.baseUrl}${path}`)).toEqual({
      ran: null,
      csp: IMAGE_HEADERS["Content-Security-Policy"],
      nosniff: "nosniff",
    });
  });

  it("a picture on npm run preview, with the headers of dist/_headers", async () => {
    const { csp, nosniff } = await open(`${inject("baseUrl")}/images/brand/logo.svg`);
    expect({ csp, nosniff }).toEqual({ csp: IMAGE_HEADERS["Content-Security-Policy"], nosniff: "nosniff" });
  });
});
