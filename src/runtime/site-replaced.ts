import { SITE_VERSION_FILE, type SiteVersion } from "./site-version";
import { MARKERS } from "./markers";

let replaced = false;
let asking: Promise<boolean> | undefined;

/**
 * Whether a deploy has replaced the site this page came from (/version.json names another commit than
 * the page's): its old files then answer 404 for good. From then on the page moves to the new version
 * at the next safe moment, a link followed or Back, by loading that page whole instead of through the
 * router; never while the visitor is on this page, so nothing typed here is lost.
 */
export function siteWasReplaced(): Promise<boolean> {
  const built = document.querySelector(`script[${MARKERS.version}]`)?.getAttribute(MARKERS.version);
  if (replaced || !built) return Promise.resolve(replaced);
  asking ??= fetch(SITE_VERSION_FILE, { cache: "no-store" })
    .then((response) => (response.ok ? (response.json() as Promise<SiteVersion>) : undefined))
    .then((live) => {
      if (live?.commit && live.commit !== built) moveOnAtNextPage();
      return replaced;
    })
    .catch(() => false)
    .finally(() => (asking = undefined));
  return asking;
}

function moveOnAtNextPage(): void {
  if (replaced) return;
  replaced = true;
  const here = window.location.pathname;
  // Before React's own listener (on its root): the router never sees the click, the browser follows it.
  window.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) event.stopImmediatePropagation();
    },
    true,
  );
  window.addEventListener("popstate", () => {
    if (window.location.pathname !== here) window.location.reload();
  });
}
