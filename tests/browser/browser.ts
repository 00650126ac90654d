import { chromium, type Browser, type Page } from "playwright-core";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}

export interface GuardedPage {
  page: Page;
  /** Console errors, page errors, failed requests and any request that tried to leave the machine. */
  problems: string[];
}

/**
 * A page that records everything that should never happen: a console error or warning from React,
 * an uncaught error, a failed request, or a request to anywhere but localhost (which is blocked).
 */
export async function openGuardedPage(browser: Browser, width: number): Promise<GuardedPage> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat|did not match/i.test(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "";
    if (!failure.includes("ERR_ABORTED") || !isLocal(request.url()))
      problems.push(`request failed: ${request.url()} ${failure}`);
  });
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (isLocal(url) || url.startsWith("data:")) return route.continue();
    problems.push(`request left the machine: ${url}`);
    return route.abort("blockedbyclient");
  });
  return { page, problems };
}

function isLocal(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === "127.0.0.1" || hostname === "localhost";
}
