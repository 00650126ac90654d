import "@unocss/reset/tailwind.css";
import "virtual:uno.css";
import { holdSubmitsUntilHydrated } from "./hold-submits-until-hydrated";
import { loadMissingPolyfills } from "./load-missing-polyfills";
import { MARKERS } from "./markers";
import { prefetchWhenLoaded } from "./prefetch-when-loaded";
import { startOnFirstUse } from "./start-on-first-use";

// The pre-rendered page is the working page: its links, menus, dialogs and disclosures are the
// platform's own. React adds search, forms and carousels, so it is fetched after the page has loaded
// and runs on the visitor's first use (README, "How a page starts").
const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const start = () => import("./start-app").then(({ startApp }) => startApp(container));

loadMissingPolyfills();
// Development only: a build replaces import.meta.hot with undefined and drops the import.
if (import.meta.hot) void import("./follow-page-changes").then(({ followPageChanges }) => followPageChanges());
if (container.firstElementChild) {
  holdSubmitsUntilHydrated();
  prefetchWhenLoaded(document.querySelector(`script[${MARKERS.modules}]`)?.getAttribute(MARKERS.modules));
  startOnFirstUse(start);
} else {
  void start();
}
