/**
 * The data-* attributes by which the pre-rendered HTML and the scripts that start on it speak to
 * each other (README, "How a page starts"). Named here once; the rest imports them.
 */
export const MARKERS = {
  /** On <html> once React has hydrated the page's frame: from then on the scripts answer. */
  started: "data-started",
  /** On a <form>: "false" while it is still the pre-rendered HTML that React has not taken over. */
  hydrated: "data-hydrated",
  /**
   * On a <form> sent before React took it over: "held", shown as being sent, until React sends it;
   * "held-failed" once the page's code could not arrive (src/forms/sending.ts, hold-submits.inline.js).
   */
  sending: "data-sending",
  /** On the wrapper of a part whose code loads only when it comes near the viewport. */
  deferred: "data-defer",
  /** On the entry's <script>: the app's modules and the page's document, to prefetch after load. */
  modules: "data-modules",
  /** On the entry's <script>: the commit the site was built from, to tell when a deploy has replaced it. */
  version: "data-version",
  /** On <html> once some of the page's code could not arrive, its tries spent (hold-submits.inline.js). */
  scriptsFailed: "data-scripts-failed",
  /** On <html> from a link followed (or Back) until the router draws that page: a bar shows it is coming. */
  pageComing: "data-page-coming",
  /**
   * On <html> while a page the router went to waits for its code, the connection down: loaded whole it
   * would be the browser's error page (load-part.ts). The layout's notice shows then.
   */
  pageWaiting: "data-page-waiting",
  /** On a button that asks the page's code to be fetched again (hold-submits.inline.js hears it). */
  tryAgain: "data-try-again",
} as const;

/** The event by which the app says some of its code could not arrive, for the forms held meanwhile. */
export const SCRIPTS_FAILED = "site:scripts-failed";

/** The event by which the page asks for its code once more (a form's "Try again"). */
export const TRY_AGAIN = "site:try-again";
