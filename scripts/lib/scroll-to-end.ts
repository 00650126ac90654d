import type { Page } from "playwright-core";
import { settled } from "./settled.ts";

/**
 * Down a screen at a time to the page's end, as a visitor reads it, each time until the page is
 * settled: every lazy picture on the way is fetched. The page's requests must be tracked (settled()).
 */
export async function scrollToEnd(page: Page): Promise<void> {
  await settled(page);
  for (;;) {
    const more = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      return window.scrollY > before;
    });
    await settled(page);
    if (!more) return;
  }
}
