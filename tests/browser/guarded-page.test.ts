import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openGuardedPage } from "./browser";

// Every browser test's guard: no request leaves the machine, and one that tries is reported.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("a guarded page", () => {
  it("reports a request to another machine, a popup's included, and lets none through", async () => {
    const { page, context, problems } = await openGuardedPage(browser, { width: 375 });
    const picture = context.waitForEvent("requestfailed", (request) =>
      request.url().startsWith("https://example.com/"),
    );
    await page.setContent(
      '<img src="https://example.com/x.png" alt=""><a href="https://wa.me/977" target="_blank">Chat</a>',
    );
    expect((await picture).failure()?.errorText).toBe("net::ERR_NAME_NOT_RESOLVED");

    const chat = context.waitForEvent("requestfailed", (request) => request.url().startsWith("https://wa.me/"));
    await page.getByRole("link", { name: "Chat" }).tap();
    await chat;
    // The browser logs the refused picture too.
    expect(problems.filter((problem) => !problem.startsWith("console error: Failed to load resource"))).toEqual([
      "request left the machine: https://example.com/x.png",
      "request left the machine: https://wa.me/977",
    ]);
    await context.close();
  });

  it("leaves alone the outside addresses the test intercepts itself", async () => {
    const { page, context, problems } = await openGuardedPage(browser, {
      width: 375,
      intercepted: [/^https:\/\/api\.example\.com\//],
    });
    await page.route("https://api.example.com/**", (route) => route.fulfill({ body: "{}" }));
    await page.setContent("<p>Sending</p>");
    expect(await page.evaluate(() => fetch("https://api.example.com/send").then((answer) => answer.status))).toBe(200);
    expect(problems).toEqual([]);
    await context.close();
  });
});
