import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { EDITOR_ADDRESS } from "../../editor/browser/boot/editor-addresses";
import { launchBrowser, openGuardedPage } from "./browser";
import { builtFiles, tracesIn } from "../support/build-traces";

const ROOT = join(import.meta.dirname, "../..");
// What only the page editor (editor/browser/, its storage contract, rjsf and its Ajv) holds, and the dev server's news of
// saved documents (src/content/page-changes.ts) that its pages follow.
const MARKERS = [
  "pages:changed",
  "pages:ask",
  "__edit/api",
  "edit/assets",
  "rjsf",
  "editor-preview-document",
  "experimental_defaultFormStateBehavior",
  "Page editor",
  "Sections of the page",
];
// dist/ is `npm run build:tested`, dist-fixture/dist/ `npm run build:fixture` (the server bundle, dist-ssr/,
// is removed once it has pre-rendered the pages; checked when it is there).
const BUILDS = ["dist", "dist-fixture/dist", "dist-ssr"].filter((dir) => existsSync(join(ROOT, dir)));
const EDITOR_SOURCES = [
  "edit/index.html",
  "vite.config.ts",
  "src/content/page-changes.ts",
  "editor/documents/storage-contract.ts",
  ...readdirSync(join(ROOT, "editor/browser"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `editor/browser/${file}`),
];
/** Where a build holds the editor. */
const EDITOR = "edit/";
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

describe("the page editor is its own pages, which no visitor's page loads", () => {
  it.each(BUILDS)("%s holds no trace of it outside edit/", (dir) => {
    const built = builtFiles(ROOT, dir).filter((file) => !file.startsWith(join(dir, EDITOR)));
    expect(built.filter((file) => file.endsWith(".js")).length).toBeGreaterThan(0);
    expect(tracesIn(ROOT, built, MARKERS)).toEqual([]);
  });

  it("is built into dist/edit/, kept out of search engines and the sitemap", () => {
    const editor = builtFiles(ROOT, "dist/edit");
    // The markers are there, so finding none elsewhere means something.
    expect(tracesIn(ROOT, editor, ["editor-preview-document", "Sections of the page"]).length).toBeGreaterThan(0);
    expect(read("dist/edit/index.html")).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(read("dist/edit/preview/index.html")).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(read("dist/sitemap.xml")).toContain("/devops-training");
    expect(read("dist/sitemap.xml")).not.toContain("/edit/");
  });

  it("checks the builds the browser tests use", () => {
    expect(BUILDS).toEqual(expect.arrayContaining(["dist", "dist-fixture/dist"]));
  });

  it("looks for words the editor's code really has", () => {
    const source = EDITOR_SOURCES.map(read).join("\n");
    expect(MARKERS.filter((marker) => !source.includes(marker))).toEqual([]);
  });
});

/** Runs in the page: its styles worked out first (which starts its CSS animations), then each played to its end. */
function playAnimationsToTheirEnd(): void {
  void document.body.offsetHeight;
  for (const animation of document.getAnimations()) animation.finish();
}

describe("the built editor on a static host", () => {
  it("on a phone whose connection drops as the editor's script comes, offers to load the page again", async () => {
    const browser = await launchBrowser();
    try {
      const { page } = await openGuardedPage(browser, { width: 375 });
      const entry = /\/edit\/assets\/editor-[\w-]+\.js$/;
      await page.route(entry, (route) => route.abort("internetdisconnected"));
      await page.goto(`${inject("baseUrl")}${EDITOR_ADDRESS}`);
      const again = page.getByRole("link", { name: "load the page again" });
      expect(await page.getByText("Loading the page editor…").isVisible()).toBe(true);
      // The notice waits 15 s as a CSS animation: the test plays it to its end rather than waiting.
      expect(await again.isVisible()).toBe(false);
      await page.evaluate(playAnimationsToTheirEnd);
      expect(await again.isVisible()).toBe(true);
      await page.unroute(entry);
      await again.tap();
      await page.getByRole("heading", { name: "Sign in to edit the site", level: 1 }).waitFor();
      // With scripts off, the page says the editor needs them, and nothing of a dropped connection.
      const off = await openGuardedPage(browser, { width: 375, javaScript: false });
      await off.page.goto(`${inject("baseUrl")}${EDITOR_ADDRESS}`);
      await off.page.evaluate(playAnimationsToTheirEnd);
      const shown = await off.page.locator("#root").innerText();
      expect(shown).toContain("The page editor needs JavaScript");
      expect(shown).not.toContain("Still loading?");
    } finally {
      await browser.close();
    }
  });

  it("asks the author, on a phone, to sign in to the site's git repository, and offers nothing else", async () => {
    const browser = await launchBrowser();
    try {
      // A static host answers the editor's look for this computer's files with its 404 page, which the browser logs.
      const { page, problems } = await openGuardedPage(browser, { width: 375, expectedErrors: [/404/] });
      await page.goto(`${inject("baseUrl")}${EDITOR_ADDRESS}`);
      await page.getByRole("heading", { name: "Sign in to edit the site", level: 1 }).waitFor();
      for (const label of ["Repository address", "User name", "Password or access token", "Your name", "Your e-mail"]) {
        expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(1);
      }
      expect(await page.getByLabel("Password or access token").getAttribute("type")).toBe("password");
      expect(await page.getByRole("button", { name: "New course" }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
