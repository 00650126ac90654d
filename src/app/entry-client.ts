import "@unocss/reset/tailwind.css";
import "virtual:uno.css";
import { holdSubmitsUntilHydrated } from "./hold-submits-until-hydrated";
import { prefetchWhenLoaded } from "./prefetch-when-loaded";
import { startOnFirstUse } from "./start-on-first-use";

// The pre-rendered page is whole without script: text, pictures, links. React only adds the menus,
// search, carousels and forms, so it is fetched after the page has loaded and runs on the visitor's
// first use (README, "How a page starts"), keeping the main thread free while a phone paints the page.
const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const start = () => import("./start-app").then(({ startApp }) => startApp(container));

if (container.firstElementChild) {
  holdSubmitsUntilHydrated();
  prefetchWhenLoaded(document.querySelector<HTMLElement>("script[data-modules]")?.dataset.modules);
  startOnFirstUse(start);
} else {
  void start();
}
