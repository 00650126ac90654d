/** The page the router shows or is going to (its path and query), as the layout last drew it. */
let shownPage = "";

/** Called by the layout with the router's page each time it draws. */
export function routerShows(page: string): void {
  shownPage = page;
}

/**
 * A link within the page (Enrol to `#enrolment-start`, Skip to content, a service's `#service-inquiry`),
 * or Back to where it left from, is the browser's own jump, with its focus: the router is not told. Told,
 * it updates its location, which every part of the page under it hears, and React answers an update
 * reaching a part it has not hydrated yet (a form below the first screen: DeferUntilVisible) by drawing
 * that part anew before the browser jumps into it: the jump, the focus and what was typed there lost.
 * Listening before React starts, capturing on window, it runs before the router's own listener there (added
 * from an effect once React had started, it came too late for a tap: React still drew the form anew).
 */
export function keepJumpsWithinThePageFromTheRouter(): void {
  shownPage = window.location.pathname + window.location.search;
  window.addEventListener(
    "popstate",
    (event) => {
      if (window.location.pathname + window.location.search === shownPage) event.stopImmediatePropagation();
    },
    true,
  );
}
