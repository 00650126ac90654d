import { MARKERS, SCRIPTS_FAILED, TRY_AGAIN } from "./markers";
import { RETRY_AFTER_MS } from "./retry-schedule";
// In the page's entry, not fetched on a failure: after a deploy, a file fetched then would be gone too.
import { siteWasReplaced } from "./site-replaced";

// No React here: the page's entry imports this, and React comes only once the page starts (lazy-part.ts).

/** A page the router went to waits for the connection: the layout's notice says so (the router clears it once drawn). */
function showPageWaiting(waiting: boolean): void {
  // Not in the pre-render, which loads every part it draws and has no document.
  if (typeof document !== "undefined") document.documentElement.toggleAttribute(MARKERS.pageWaiting, waiting);
}

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
          // Until the router leaves the page the browser loaded, every part has its HTML.
          const routed = document.documentElement.hasAttribute(MARKERS.routed);
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
