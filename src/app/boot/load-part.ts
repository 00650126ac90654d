import { MARKERS, SCRIPTS_FAILED, TRY_AGAIN } from "./markers";
// In the page's entry, not fetched on a failure: after a deploy, a file fetched then would be gone too.
import { siteWasReplaced } from "./site-replaced";

// No React here: the page's entry imports this, and React comes only once the page starts (lazy-part.ts).

/** The address of the pre-rendered page React took over; until the router leaves it, every part has its HTML. */
const firstPath = typeof window === "undefined" ? "" : window.location.pathname;
let leftFirstPage = false;
/** A page the router went to waits for the connection: the layout's notice says so. */
let pageWaiting = false;

function showPageWaiting(waiting: boolean): void {
  if (waiting === pageWaiting) return;
  pageWaiting = waiting;
  document.documentElement.toggleAttribute(MARKERS.pageWaiting, waiting);
}

/** The router is going to another address (jumps-within-the-page.ts): its page is coming. */
export function markPageComing(): void {
  document.documentElement.setAttribute(MARKERS.pageComing, "");
}

/** The router has drawn this address's page (use-page-effects.ts). */
export function markPageShown(pathname: string): void {
  if (pathname !== firstPath) leftFirstPage = true;
  document.documentElement.removeAttribute(MARKERS.pageComing);
  showPageWaiting(false);
}

/** Waits between tries of a part's code: a dropped connection often comes back within seconds. */
const RETRY_AFTER_MS = [500, 1500, 4500];

/**
 * Loads a part of the page's code (a lazy import), trying again when it does not arrive: a few times,
 * further apart, then again whenever the connection comes back or the visitor asks (a form's "Try
 * again"). It never rejects: a part whose code has not arrived stays as the pre-rendered HTML drew
 * it, working as HTML does, instead of taking the page down with it. Once the tries are spent the
 * page is told (SCRIPTS_FAILED): a form whose code is missing then says so and offers the e-mail way.
 * A page the router drew is loaded whole instead; with the connection down, it stays and says so.
 */
export function loadPart<T>(load: () => Promise<T>): Promise<T> {
  return new Promise((resolve) => {
    const round = async () => {
      for (const wait of [...RETRY_AFTER_MS, undefined]) {
        try {
          const part = await load();
          showPageWaiting(false);
          return resolve(part);
        } catch (error) {
          // A page the router drew (a link followed) has no HTML under the missing part. With the
          // connection down it says so at once, and stays until the part comes (loaded whole, the
          // browser would draw its error page over it).
          const routed = leftFirstPage || window.location.pathname !== firstPath;
          const offline = routed && !(await siteAnswers());
          if (offline) showPageWaiting(true);
          // Files replaced by a deploy answer 404 for good: no use asking again (site-replaced.ts moves on).
          if (wait === undefined || (await siteWasReplaced())) {
            console.warn("[scripts] A part of the page's code did not arrive; the page works without it.", error);
            // Routed and online: this address's own pre-rendered page instead, whole (forms that keep a
            // draft bring back what was typed).
            if (routed && !offline) return window.location.reload();
            if (!routed) window.dispatchEvent(new Event(SCRIPTS_FAILED));
            break;
          }
          await new Promise((next) => setTimeout(next, wait));
        }
      }
      await nextChance();
      void round();
    };
    void round();
  });
}

/** Whether the site answers at all (any status): a page loaded whole would arrive. */
function siteAnswers(): Promise<boolean> {
  return fetch(window.location.href, { method: "HEAD", cache: "no-store" }).then(
    () => true,
    () => false,
  );
}

/** The connection is back, or the visitor asked to try again. */
function nextChance(): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      window.removeEventListener("online", go);
      window.removeEventListener(TRY_AGAIN, go);
      resolve();
    };
    window.addEventListener("online", go);
    window.addEventListener(TRY_AGAIN, go);
  });
}
