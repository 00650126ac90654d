import type { Browser, Page } from "playwright-core";
import { phoneOrDesktop } from "../../lib/chromium.ts";
import { settled, trackRequests } from "../../lib/settled.ts";
import { MARKERS } from "../../../src/runtime/markers.ts";

/** ms from a tap's pointerdown to the drawer's state turning open, and to the next frame drawn. */
export interface TapTimes {
  open: number;
  painted: number;
}

export interface FirstTap {
  /** The first tap, before the app has started (it starts the app). */
  first: TapTimes;
  /** A later tap, once the app has started. */
  later: TapTimes;
}

/** 4× slower than this machine, as Lighthouse's mobile runs are. */
const CPU_SLOWDOWN = 4;

// Resolves with the times from the next pointerdown (its own time stamp: when the finger came down,
// queueing included) to the drawer's state turning open (a "beforetoggle" event, fired as it opens)
// and to the frame after. A string, so the bundler adds nothing to it.
const PROBE = `window.__drawerTap = new Promise((resolve) => {
  const drawer = document.querySelector("dialog.drawer");
  let down = 0;
  addEventListener("pointerdown", (event) => { down = event.timeStamp; }, { capture: true, once: true });
  drawer.addEventListener("beforetoggle", (event) => {
    if (event.newState !== "open") return;
    const open = performance.now() - down;
    requestAnimationFrame(() => setTimeout(() => resolve({ open, painted: performance.now() - down })));
  }, { once: true });
}), undefined`;

async function tapMore(page: Page): Promise<TapTimes> {
  await page.evaluate(PROBE);
  await page.getByRole("button", { name: "More", exact: true }).tap();
  const ms = (await page.evaluate("window.__drawerTap")) as TapTimes;
  await page.keyboard.press("Escape");
  await page.locator("dialog.drawer").waitFor({ state: "hidden" });
  return ms;
}

/**
 * One load of `address` on a 375 px phone at 4× CPU slowdown, once the page and its prefetches are
 * in: the first tap on More (the scripts have not started; it starts them), then a later one.
 */
export async function measureFirstTap(browser: Browser, baseUrl: string, address: string): Promise<FirstTap> {
  const context = await browser.newContext(phoneOrDesktop(375));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  trackRequests(page);
  await page.goto(`${baseUrl}${address}`, { waitUntil: "load" });
  await settled(page);
  const first = await tapMore(page);
  await page.locator(`html[${MARKERS.started}]`).waitFor({ state: "attached" });
  await settled(page);
  const later = await tapMore(page);
  await context.close();
  return { first, later };
}
