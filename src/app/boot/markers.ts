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
   * On a <form> sent before React took it over: held, shown as being sent, until React sends it;
   * "failed" once the page's code could not arrive (hold-submits.inline.js).
   */
  held: "data-held",
  /** On a carousel's slides while swiper's code, arrived, waits for the visitor to let go of them. */
  waiting: "data-waiting",
  /** On the wrapper of a part whose code loads only when it comes near the viewport. */
  deferred: "data-defer",
  /** On the entry's <script>: the app's modules and the page's document, to prefetch after load. */
  modules: "data-modules",
} as const;

/** The event by which the app says its code could not start, for the forms held meanwhile. */
export const SCRIPTS_FAILED = "site:scripts-failed";
