import "@unocss/reset/tailwind.css";
import "virtual:uno.css";
import { loadMissingPolyfills } from "./load-missing-polyfills";
import { loadPart } from "../../runtime/load-part";
import { MARKERS } from "../../runtime/markers";
import { prefetchWhenLoaded } from "./prefetch-when-loaded";
import { startOnFirstUse } from "./start-on-first-use";
import { keptFormsMayWait } from "../../forms/kept-forms/waiting-flag";

// The pre-rendered page is the working page: its links, menus, dialogs and disclosures are the
// platform's own. React adds search, forms and carousels, so it is fetched after the page has loaded
// and runs on the visitor's first use (README, "How a page starts").
const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const start = () => loadPart(() => import("./start-app")).then(({ startApp }) => startApp(container));

loadMissingPolyfills();
// Development only: a build replaces import.meta.hot with undefined and drops the import.
// eslint-disable-next-line no-restricted-syntax -- the dev server's own code, on this computer's network
if (import.meta.hot) void import("./follow-page-changes").then(({ followPageChanges }) => followPageChanges());
// A form kept on this device, not sent yet, is sent from whichever page of the site the visitor opens
// next, whether or not they use it: its code alone (not the forms') comes once the page has loaded.
if (keptFormsMayWait()) {
  const watch = () =>
    void loadPart(() => import("../../forms/kept-forms/watch-kept-forms")).then(({ watchKeptForms }) =>
      watchKeptForms({ tryNow: true }),
    );
  if (document.readyState === "complete") watch();
  else window.addEventListener("load", watch, { once: true });
}
if (container.firstElementChild) {
  prefetchWhenLoaded(document.querySelector(`script[${MARKERS.modules}]`)?.getAttribute(MARKERS.modules));
  startOnFirstUse(start);
} else {
  void start();
}
