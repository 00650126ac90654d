import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MARKERS } from "../../src/runtime/markers";
import { SITE_VERSION_FILE } from "../../src/runtime/site-version";
import { isShown, launchBrowser, openGuardedPage, settled, startScripts } from "./browser";

// A phone on a network that drops: any one of the files a page asks for may never arrive, or a deploy
// may have replaced them while the page was open (the old names then answer 404). The pre-rendered
// page must stay as it was and keep working through its HTML; what needed the file tries again.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The three ways a file fails to arrive, taken in turn: the network drops, a deploy removed it, it timed out. */
const FAILURES: { name: string; fail: (route: Route) => Promise<void> }[] = [
  { name: "network error", fail: (route) => route.abort("internetdisconnected") },
  { name: "404", fail: (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }) },
  { name: "timeout", fail: (route) => route.abort("timedout") },
];

/** What the browser and the page say of a file that does not arrive: expected here, and nothing else. */
const FAILED_FILE_WORDS = [/Failed to load resource/, /Failed to fetch dynamically imported module/];

/**
 * The visitor uses the page: a tap on the heading, a moment, a turn of the wheel (the page's scripts
 * start then if their first file came late), then down the page block by block, as a reader scrolls
 * (each part's code is asked for as it comes near), and back to the top.
 */
async function tapAndScroll(page: Page): Promise<void> {
  await page.getByRole("heading", { level: 1 }).tap();
  await settled(page);
  await page.mouse.wheel(0, 100);
  await settled(page);
  for (const block of await page.locator("main > *").all()) {
    await block.evaluate((element) => element.scrollIntoView());
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The page's heading, shown, and how much text its main part holds. */
async function pageAsSeen(page: Page) {
  const heading = page.getByRole("heading", { level: 1 });
  return {
    heading: (await heading.isVisible()) ? await heading.textContent() : null,
    words: ((await page.locator("main").textContent()) ?? "").length,
  };
}

/** The phone's More button opens the drawer, and its Close button closes it. */
async function expectWorkingMenu(page: Page): Promise<void> {
  await page.getByRole("button", { name: "More", exact: true }).tap();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await drawer.waitFor();
  expect(await isShown(drawer)).toBe(true);
  await drawer.getByRole("button", { name: "Close" }).tap();
  await drawer.waitFor({ state: "hidden" });
}

/**
 * One file of each kind the site's pages load, on the page where it first loads: what the pre-rendered
 * page must survive, whichever file the network drops. The inline script asks again for the entry and
 * the style sheet; every other file comes through loadPart, whose tries, give-up and deploy case are
 * unit-tested with fake timers (src/runtime/load-part.test.ts).
 */
const FILE_KINDS = [
  { kind: "the entry", path: "/", file: /^\/assets\/index-[\w-]+\.js$/ },
  { kind: "the style sheet", path: "/", file: /^\/assets\/index-[\w-]+\.css$/ },
  { kind: "the app", path: "/", file: /^\/assets\/start-app-[\w-]+\.js$/ },
  { kind: "the route table", path: "/", file: /^\/assets\/\d+-[\w-]+\.js$/ },
  { kind: "the carousel", path: "/", file: /^\/assets\/adopt-swiper-[\w-]+\.js$/ },
  { kind: "the search", path: "/", file: /^\/assets\/course-search-[\w-]+\.js$/ },
  { kind: "a page's document", path: "/frontend-development", file: /^\/assets\/frontend-development-[\w-]+\.js$/ },
  { kind: "a block", path: "/frontend-development", file: /^\/assets\/course-page-blocks-[\w-]+\.js$/ },
  { kind: "a form", path: "/frontend-development", file: /^\/assets\/form-view-[\w-]+\.js$/ },
];

describe("one file that fails to arrive leaves the page standing, on a phone", () => {
  // Side by side: most of each case is the page waiting on its tries, not the processor.
  for (const [index, { kind, path, file }] of FILE_KINDS.entries()) {
    const failure = FAILURES[index % FAILURES.length];
    it.concurrent(`${kind} (${path}), failed by ${failure.name}`, { timeout: 120_000 }, async ({ expect }) => {
      const { page, context, problems } = await openGuardedPage(browser, {
        width: 375,
        expectedErrors: FAILED_FILE_WORDS,
      });
      // The network drops for that one request: the page's first ask for the file at its own address
      // (not the prefetch after load, which only warms the cache); the next ask may arrive.
      let failed = "";
      await page.route(
        (url) => file.test(url.pathname) && url.search === "",
        (route) => {
          if (failed || route.request().headers()["sec-purpose"]?.startsWith("prefetch")) return route.continue();
          failed = new URL(route.request().url()).pathname;
          return failure.fail(route);
        },
      );
      await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "domcontentloaded" });
      const before = await pageAsSeen(page);
      await tapAndScroll(page);
      const after = await pageAsSeen(page);
      const where = `${path} with ${kind} failing (${failure.name})`;
      expect(failed, `${where}: the page asked for it`).not.toBe("");
      expect(before.heading, where).not.toBeNull();
      expect(after.heading, where).toBe(before.heading);
      expect(after.words, where).toBeGreaterThanOrEqual(before.words * 0.95);
      await expectWorkingMenu(page);
      expect(
        problems.filter((problem) => !problem.includes(failed)),
        where,
      ).toEqual([]);
      await context.close();
    });
  }
});

describe("what needed a file that did not arrive works once it does", () => {
  it("the enrolment form's code, cut off: the form says so, keeps what was typed, and Try again brings it", async () => {
    const { page, context, problems } = await openGuardedPage(browser, {
      width: 375,
      expectedErrors: FAILED_FILE_WORDS,
    });
    let connected = false;
    await page.route(/\/assets\/form-view-[\w-]+\.js$/, (route) =>
      connected ? route.continue() : route.abort("internetdisconnected"),
    );
    await page.goto(`${inject("baseUrl")}/frontend-development`, { waitUntil: "load" });
    const form = page.locator('main form[aria-label="Submit"]');
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel(/^Full Name/).tap();
    await form.getByLabel(/^Full Name/).pressSequentially("Gita Sharma");
    await startScripts(page);
    // Its tries spent, the form says so where the visitor is, and offers a way on.
    const alert = form.getByRole("alert").filter({ hasText: "This form could not finish loading" });
    await alert.waitFor();
    expect(await form.getAttribute(MARKERS.hydrated)).toBe("false");
    connected = true;
    await alert.getByRole("button", { name: "Try again" }).tap();
    await page.locator(`main form:not(dialog form)[${MARKERS.hydrated}="true"]`).waitFor({ state: "attached" });
    expect(await alert.isVisible()).toBe(false);
    expect(await form.getByLabel(/^Full Name/).inputValue()).toBe("Gita Sharma");
    // Asked for four times before the visitor's Try again (once, then three tries further apart), no more.
    const cutOff = problems.filter((problem) => /form-view-[\w-]+\.js net::ERR_INTERNET_DISCONNECTED$/.test(problem));
    expect(cutOff).toHaveLength(4);
    expect(problems.filter((problem) => !cutOff.includes(problem))).toEqual([]);
    await context.close();
  });
});

describe("a link followed as the connection drops", () => {
  it("the page stays and says so at once, the tries spent; the new page comes when the connection is back", async () => {
    const { page, context, problems } = await openGuardedPage(browser, {
      width: 375,
      expectedErrors: FAILED_FILE_WORDS,
    });
    await page.goto(`${inject("baseUrl")}/`, { waitUntil: "load" });
    await startScripts(page);
    const heading = page.getByRole("heading", { level: 1 });
    const before = await heading.textContent();
    const notice = page.getByRole("alert").filter({ hasText: "No connection just now" });
    expect(await notice.isVisible()).toBe(false);

    await context.setOffline(true);
    const triesSpent = page.waitForEvent("console", (message) => message.text().includes("did not arrive"));
    let spent = false;
    void triesSpent.then(() => (spent = true));
    await page.getByRole("navigation", { name: "Quick" }).getByRole("link", { name: "Courses" }).tap();
    // At its first failed try, not 6.5 s later when its tries are spent.
    await notice.waitFor();
    expect(spent).toBe(false);
    // Its tries spent, the page is still this one, not the browser's error page, and still says why.
    await triesSpent;
    expect(await heading.textContent()).toBe(before);
    expect(await notice.isVisible()).toBe(true);

    await context.setOffline(false);
    await page.waitForFunction((old) => document.querySelector("h1")?.textContent !== old, before);
    expect(new URL(page.url()).pathname).toBe("/courses");
    expect(await notice.isVisible()).toBe(false);
    expect(problems.filter((problem) => !problem.endsWith("net::ERR_INTERNET_DISCONNECTED"))).toEqual([]);
    await context.close();
  });
});

describe("a deploy replaces the files while a page is open", () => {
  it("the page stays whole, and the next link followed loads the new version whole", async () => {
    const { page, context, problems } = await openGuardedPage(browser, {
      width: 375,
      expectedErrors: FAILED_FILE_WORDS,
    });
    await page.goto(`${inject("baseUrl")}/`, { waitUntil: "load" });
    await startScripts(page);
    const before = await pageAsSeen(page);
    // The deploy: every file of the old version is gone, and the site names a new commit, until the
    // browser loads a page of the new version.
    let replaced = true;
    page.on("request", (request) => request.isNavigationRequest() && (replaced = false));
    await page.route(
      (url) => url.pathname.startsWith("/assets/"),
      (route) => (replaced ? route.fulfill({ status: 404, body: "Not found" }) : route.continue()),
    );
    await page.route(
      (url) => url.pathname === SITE_VERSION_FILE,
      (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"commit":"new","builtAt":""}' }),
    );
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    // The rest of the page, whose code had not come yet, stays as the HTML drew it.
    await tapAndScroll(page);
    const after = await pageAsSeen(page);
    expect(after.heading).toBe(before.heading);
    expect(after.words).toBeGreaterThanOrEqual(before.words * 0.95);

    // A link followed: the new version's page, loaded whole (a new document), working. Leaving cuts short
    // what the page was still reading (net::ERR_ABORTED), which is no problem (as leaveRoute has it).
    const beforeLeaving = problems.length;
    await page.getByRole("link", { name: "Courses", exact: true }).first().tap();
    await page.waitForURL(/\/courses$/);
    const left = problems.splice(beforeLeaving);
    problems.push(...left.filter((problem) => !problem.endsWith("net::ERR_ABORTED")));
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.evaluate(() => "samePage" in window)).toBe(false);
    await startScripts(page);
    expect(await page.locator("main").innerText()).not.toBe("");
    expect(problems.filter((problem) => !problem.includes("/assets/"))).toEqual([]);
    await context.close();
  });
});
