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
