import { devices, type BrowserContextOptions } from "playwright-core";
import { BREAKPOINTS } from "../../src/lib/breakpoints.ts";

/** Debian's Chromium (apt-get install chromium), or another one named by CHROMIUM_PATH or CHROME_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Headless, and silent on a machine with no internet: no background, update or sync requests. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The site's large breakpoint: below it the layout is the phone's (bottom bar, drawer). */
export const DESKTOP_WIDTH = BREAKPOINTS.lg;

/**
 * A phone below the large breakpoint, as Chromium emulates one (a Pixel 7: touch, a mobile
 * viewport that zooms out to fit content wider than the screen, a device scale factor), at the
 * given width; a desktop window above it.
 */
export function phoneOrDesktop(width: number): BrowserContextOptions {
  if (width >= DESKTOP_WIDTH) return { viewport: { width, height: 900 } };
  const phone = devices["Pixel 7"];
  const height = Math.round((width * phone.viewport.height) / phone.viewport.width);
  return { ...phone, viewport: { width, height }, screen: { width, height } };
}
