import { MARKERS } from "../../runtime/markers";

/**
 * A link within the page (Enrol to `#enrolment-start`, Skip to content, a service's `#service-inquiry`),
 * or Back to where it left from, is the browser's own jump, with its focus: the router is not told. Told,
 * it updates its location, which every part of the page under it hears, and React answers an update
 * reaching a part it has not hydrated yet (a form below the first screen: DeferUntilVisible) by drawing
 * that part anew before the browser jumps into it: the jump, the focus and what was typed there lost.
 *
 * The page the router is on is the address its last move left (it moves by pushState and replaceState),
 * known the moment it moves, before React draws anything: Back pressed at once after a link is heard.
 * Listening before React starts, capturing on window, it runs before the router's own listener there (added
 * from an effect once React had started, it came too late for a tap: React still drew the form anew).
 * A move to another address marks the page as coming until the router draws it (use-page-effects.ts), and
 * the router as having left the page the browser loaded (load-part.ts: a part missing then has no HTML under it).
 */
export function keepJumpsWithinThePageFromTheRouter(): void {
  const pageNow = () => window.location.pathname + window.location.search;
  const pathOf = (page: string) => page.split("?")[0];
  let routerPage = pageNow();
  /** The router shows `page` now: a move to another address marks that page as coming. */
  const routerMovesTo = (page: string) => {
    if (pathOf(page) !== pathOf(routerPage)) {
      document.documentElement.setAttribute(MARKERS.pageComing, "");
      document.documentElement.setAttribute(MARKERS.routed, "");
    }
    routerPage = page;
  };
  for (const method of ["pushState", "replaceState"] as const) {
    const move = window.history[method];
    window.history[method] = function (this: History, ...args: Parameters<History["pushState"]>) {
      move.apply(this, args);
      routerMovesTo(pageNow());
    };
  }
  window.addEventListener(
    "popstate",
    (event) => {
      const page = pageNow();
      if (page === routerPage) event.stopImmediatePropagation();
      else routerMovesTo(page);
    },
    true,
  );
}
