import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, DESKTOP_WIDTH, phoneOrDesktop } from "../../scripts/lib/chromium";
import { MARKERS } from "../../src/runtime/markers";
import { settled, trackRequests } from "../../scripts/lib/settled";

export { settled };

/**
 * No address outside this machine resolves: a request to one fails at once (net::ERR_NAME_NOT_RESOLVED),
 * which a guarded page reports as leaving the machine, without routing every request through the
 * test (Playwright's routing pauses each request in Node and turns the browser's cache off).
 */
const ONLY_THIS_MACHINE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ONLY_THIS_MACHINE] });
}

export interface GuardedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors, failed requests and any request that tried to leave the machine. */
  problems: string[];
}

export interface GuardOptions {
  /** Below 1024 px (the site's large breakpoint) the page is a phone: see phoneOrDesktop. */
  width: number;
  /** False: the page as a phone gets it before any script, or with scripts off. */
  javaScript?: boolean;
  /** Outside addresses the test intercepts itself (it must route them before they are requested). */
  intercepted?: RegExp[];
  /** Console errors the test expects, such as the logged cause of a failure it provokes. */
  expectedErrors?: RegExp[];
  /**
   * Frames (by address) whose requests may be cut short because the test makes them reload while
   * they load, as the editor reloads its preview when another document is saved.
   */
  reloadedFrames?: RegExp;
}

/**
 * A page, in its own context, that records everything that should never happen: a console error,
 * an uncaught error, a failed request, or a request to anywhere but localhost (which fails, in a
 * browser from launchBrowser()), popups included.
 */
export async function openGuardedPage(browser: Browser, options: GuardOptions): Promise<GuardedPage> {
  const context = await browser.newContext({
    ...phoneOrDesktop(options.width),
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = await context.newPage();
  trackRequests(page);
  const problems: string[] = [];
  const intercepted = (url: string) => options.intercepted?.some((pattern) => pattern.test(url)) ?? false;
  page.on("console", (message) => {
    const text = message.text();
    if (options.expectedErrors?.some((pattern) => pattern.test(text))) return;
    if (message.type() === "error" || /hydrat|did not match/i.test(text))
      problems.push(`console ${message.type()}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  // Popups included: any page of the context asking for another machine.
  context.on("requestfailed", (request) => {
    const url = request.url();
    if (!isLocal(url) && !intercepted(url)) problems.push(`request left the machine: ${url}`);
  });
  page.on("requestfailed", (request) => {
    const url = request.url();
    if (!isLocal(url) || intercepted(url)) return;
    // The frame's own document cut short as it reloads counts too: by then the frame may have no address.
    const reloaded =
      options.reloadedFrames?.test(request.frame().url()) ||
      (request.isNavigationRequest() && options.reloadedFrames?.test(url));
    if (reloaded && request.failure()?.errorText === "net::ERR_ABORTED") return;
    problems.push(`request failed: ${url} ${request.failure()?.errorText ?? ""}`);
  });
  return { page, context, problems };
}

function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === "data:" || protocol === "blob:" || hostname === "127.0.0.1" || hostname === "localhost";
}

/**
 * Leaves the page's route for a blank page and returns what that route left behind, emptied so that
 * the next route's problems fail that route alone. Leaving cuts short whatever the route was still
 * fetching (net::ERR_ABORTED, a form scrolled near by a late layout shift): not a problem of either.
 */
export async function leaveRoute({ page, problems }: Pick<GuardedPage, "page" | "problems">): Promise<string[]> {
  await page.goto("about:blank");
  return problems.splice(0).filter((problem) => !problem.endsWith("net::ERR_ABORTED"));
}

/**
 * Starts the page's scripts the way a visitor's first key press does (they wait for one), and waits
 * until React has hydrated the page and the code it loads next (carousels near the viewport...) has
 * arrived.
 */
export async function startScripts(page: Page): Promise<void> {
  await page.keyboard.press("Shift");
  await page.locator(`html[${MARKERS.started}]`).waitFor({ state: "attached" });
  await settled(page);
}

/** Whether the element is shown by the platform: an open <dialog> or <details>, or a popover showing. */
export function isShown(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.matches("[open], :popover-open"));
}

/** The popover a popovertarget button opens. */
export async function popoverOf(button: Locator): Promise<Locator> {
  const id = await button.getAttribute("popovertarget");
  if (!id) throw new Error("the button opens no popover");
  return button.page().locator(`[id="${id}"]`);
}

/** A tap on a phone (below the large breakpoint, see phoneOrDesktop), a click on a desktop. */
export function press(element: Locator): Promise<void> {
  const width = element.page().viewportSize()?.width ?? DESKTOP_WIDTH;
  return width < DESKTOP_WIDTH ? element.tap() : element.click();
}
