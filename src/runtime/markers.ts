/**
 * The data-* attributes by which the pre-rendered HTML and the scripts that start on it speak to
 * each other (README, "How a page starts"), and the events they send each other. Named here once; the rest,
 * the page's first script (src/app/boot/first-script/) among them, imports them.
 */
export const MARKERS = {
  /** On <html> once React has hydrated the page's frame: from then on the scripts answer. */
  started: "data-started",
  /** On a <form>: "false" while it is still the pre-rendered HTML that React has not taken over. */
  hydrated: "data-hydrated",
  /**
   * On a <form> sent before React took it over: "held", shown as being sent, until React sends it;
   * "held-failed" once the page's code could not arrive (src/forms/sending.ts, the page's first script).
   */
  sending: "data-sending",
  /** On the wrapper of a part whose code loads only when it comes near the viewport. */
  deferred: "data-defer",
  /** On the entry's <script>: the app's modules and the page's document, to prefetch after load. */
  modules: "data-modules",
  /** On the entry's <script>: the commit the site was built from, to tell when a deploy has replaced it. */
  version: "data-version",
  /** On <html> once some of the page's code could not arrive, its tries spent (the page's first script). */
  scriptsFailed: "data-scripts-failed",
  /** On <html> from a link followed (or Back) until the router draws that page: a bar shows it is coming. */
  pageComing: "data-page-coming",
  /**
   * On <html> once the router has moved off the page the browser loaded (jumps-within-the-page.ts): a part
   * missing there has no pre-rendered HTML under it (load-part.ts).
   */
  routed: "data-routed",
  /**
   * On <html> while a page the router went to waits for its code, the connection down: loaded whole it
   * would be the browser's error page (load-part.ts). The layout's notice shows then.
   */
  pageWaiting: "data-page-waiting",
  /** On a course's batch: its first day (YYYY-MM-DD), from which the page's first script hides it. */
  starts: "data-starts",
  /**
   * On what names a course's planned batches (under their heading): the page's first script hides it once
   * every batch in it has started, and shows the element after it, its offer (MARKERS.noBatch).
   */
  batches: "data-batches",
  /** On what a course offers while no batch is planned ("Tell me when the next batch opens"), right after its batches. */
  noBatch: "data-no-batch",
  /** On a button that asks the page's code to be fetched again (the page's first script hears it). */
  tryAgain: "data-try-again",
} as const;

/** The event by which the app says some of its code could not arrive, for the forms held meanwhile. */
export const SCRIPTS_FAILED = "site:scripts-failed";

/** The event by which the page asks for its code once more (a form's "Try again"). */
export const TRY_AGAIN = "site:try-again";
