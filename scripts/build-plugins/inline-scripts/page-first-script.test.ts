import { JSDOM } from "jsdom";
import { expect, it } from "vitest";
import { RETRY_AFTER_MS } from "../../../src/runtime/retry-schedule.ts";
import { PAGE_FIRST_SCRIPT } from "./page-first-script.ts";

/**
 * The page's first script, as the build writes it into every page, run on a page that lists two
 * batches, at 00:45 on 7 December in Kathmandu (still the 6th in London): the one starting that day
 * has started.
 */
function pageAtNepalsSeventh() {
  const { window } = new JSDOM(
    `<!doctype html><ul><li data-starts="2025-12-07">In class</li><li data-starts="2025-12-08">Online</li></ul>`,
    { runScripts: "outside-only" },
  );
  window.eval(`{
    const now = Date.parse("2025-12-06T19:00:00Z");
    const RealDate = Date;
    Date = class extends RealDate { constructor(...given) { super(...(given.length ? given : [now])); } };
  }`);
  window.eval(PAGE_FIRST_SCRIPT);
  window.document.dispatchEvent(new window.Event("DOMContentLoaded"));
  const shown = () =>
    [...window.document.querySelectorAll<HTMLElement>("[data-starts]")]
      .filter((li) => !li.hidden)
      .map((li) => li.textContent);
  return { document: window.document, shown };
}

it("hides a batch whose first day has come in Nepal, in the page as it arrived", () => {
  expect(pageAtNepalsSeventh().shown()).toEqual(["Online"]);
});

it("and in what the page draws after it (a page the router draws)", async () => {
  const { document, shown } = pageAtNepalsSeventh();
  const drawn = document.createElement("li");
  drawn.dataset.starts = "2025-12-01";
  drawn.textContent = "Drawn later";
  document.querySelector("ul")!.append(drawn);
  await expect.poll(() => drawn.hidden).toBe(true);
  expect(shown()).toEqual(["Online"]);
});

/**
 * The script on a page of the given body, its timers kept for the test to run (`due`, `runNext`), and
 * the events it sends the page's modules (`heard`).
 */
function pageWith(body: string) {
  const { window } = new JSDOM(`<!doctype html><html><head></head><body>${body}</body></html>`, {
    runScripts: "outside-only",
    url: "http://127.0.0.1/",
  });
  const timers: { run: () => void; ms: number }[] = [];
  Object.assign(window, { setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }) });
  window.eval(PAGE_FIRST_SCRIPT);
  const heard: string[] = [];
  window.addEventListener("site:try-again", () => heard.push("site:try-again"));
  return {
    window,
    document: window.document,
    heard,
    /** The waits the script has set and not yet seen run. */
    due: () => timers.map(({ ms }) => ms),
    runNext: () => timers.shift()!.run(),
    failed: () => window.document.documentElement.hasAttribute("data-scripts-failed"),
  };
}

it("holds a form sent before its code arrived, and once that code cannot come, sends the next press the browser's way; Try again holds it again and asks for the code", () => {
  const page = pageWith(
    `<form data-hydrated="false"><input name="name"></form><button data-try-again>Try again</button>`,
  );
  const form = page.document.querySelector("form")!;
  const submit = () => form.dispatchEvent(new page.window.Event("submit", { bubbles: true, cancelable: true }));

  expect(submit(), "held, not sent").toBe(false);
  expect(form.getAttribute("data-sending")).toBe("held");
  page.window.dispatchEvent(new page.window.Event("site:scripts-failed"));
  expect(page.failed()).toBe(true);
  expect(form.getAttribute("data-sending")).toBe("held-failed");
  expect(submit(), "sent the browser's way (the visitor's e-mail app)").toBe(true);

  page.document.querySelector("button")!.click();
  expect(page.failed()).toBe(false);
  expect(form.getAttribute("data-sending")).toBe("held");
  expect(page.heard).toEqual(["site:try-again"]);
});

it("asks again for a style sheet that did not arrive, on loadPart's schedule, under a new address, then when the connection is back", () => {
  const page = pageWith("");
  const sheet = () => page.document.querySelector("link")!;
  page.document.head.innerHTML = `<link rel="stylesheet" href="/assets/index-abc.css">`;
  for (const [tries, wait] of RETRY_AFTER_MS.entries()) {
    sheet().dispatchEvent(new page.window.Event("error"));
    expect(page.due()).toEqual([wait]);
    page.runNext();
    expect(sheet().getAttribute("href")).toBe(`/assets/index-abc.css?try=${tries + 1}`);
  }
  sheet().dispatchEvent(new page.window.Event("error"));
  expect(page.due()).toEqual([]);
  page.window.dispatchEvent(new page.window.Event("online"));
  expect(sheet().getAttribute("href")).toBe("/assets/index-abc.css?try=4");
});

it("says the page's code failed once the entry script's tries are spent, and then holds no form", () => {
  const page = pageWith(`<form data-hydrated="false"></form>`);
  page.document.head.innerHTML = `<script type="module" src="/assets/index-abc.js"></script>`;
  const entry = () => page.document.querySelector("script")!;
  for (let tries = 0; tries < 3; tries += 1) {
    entry().dispatchEvent(new page.window.Event("error"));
    page.runNext();
    // Under its own address: the chunks import it by that address, and under another it would run twice.
    expect(entry().getAttribute("src")).toBe("/assets/index-abc.js");
    expect(page.failed()).toBe(false);
  }
  entry().dispatchEvent(new page.window.Event("error"));
  expect(page.failed()).toBe(true);
  const form = page.document.querySelector("form")!;
  expect(form.dispatchEvent(new page.window.Event("submit", { bubbles: true, cancelable: true }))).toBe(true);
});
