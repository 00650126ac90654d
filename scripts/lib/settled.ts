import type { Page } from "playwright-core";

/** How many requests of each tracked page (and its frames) are open, and how many have started. */
const requestCounts = new WeakMap<Page, { open: number; started: number }>();

/** Counts the page's requests from now on, so settled() can tell when none is open. */
export function trackRequests(page: Page): void {
  const counts = { open: 0, started: 0 };
  requestCounts.set(page, counts);
  page.on("request", () => ((counts.open += 1), (counts.started += 1)));
  page.on("requestfinished", () => (counts.open -= 1));
  page.on("requestfailed", () => (counts.open -= 1));
}

/**
 * Resolves once the page is settled: the browser drew a frame and then had an idle moment, twice in
 * a row, with no request of the page open and none started. Code that loads more code runs before the browser is
 * idle, and the page's own idle-time work (prefetching, parts that load when idle) has run by the
 * second, so nothing is still to come, and a test that then leaves the page cuts nothing short.
 */
export async function settled(page: Page): Promise<void> {
  const counts = requestCounts.get(page);
  if (!counts)
    throw new Error("settled() needs a page whose requests are counted: trackRequests(page) when it is opened");
  let quiet = 0;
  while (quiet < 2) {
    const started = counts.started;
    // A frame first (intersection observers report in it), then an idle moment after it.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 1000 }))),
    );
    quiet = counts.open === 0 && counts.started === started ? quiet + 1 : 0;
  }
}
