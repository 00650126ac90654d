import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { findRoute, normalized } from "../../content/find-route";
import { loadDocument } from "../../content/load-document";
import { siteIn } from "../../content/site";
import { languageOfPage } from "../../content/translation/languages";
import { translated } from "virtual:translations";
import { App } from "../app";
import { keepJumpsWithinThePageFromTheRouter } from "./jumps-within-the-page";

/** Hydrates the pre-rendered page (or draws it, where nothing was pre-rendered, as on the dev server). */
export async function startApp(container: HTMLElement): Promise<void> {
  // Load this address's document and the site's words in its language first, so the first render
  // matches the pre-rendered HTML.
  const route = await findRoute(window.location.pathname);
  await Promise.all([
    route && loadDocument(route),
    siteIn(languageOfPage(normalized(window.location.pathname), translated)),
  ]);

  keepJumpsWithinThePageFromTheRouter();
  // The same tree as entry-server's, element for element: useId's ids depend on it.
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  if (!container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of one long
  // task; a click on a part not hydrated yet makes React hydrate that part at once.
  startTransition(() => {
    hydrateRoot(container, app, {
      // React recovers from a mismatch by drawing that part anew, which drops whatever the visitor
      // was doing in it: never expected, so it is an error (the browser tests fail on any).
      onRecoverableError: (error, { componentStack }) => {
        console.error("[hydration] React redrew part of the pre-rendered page:", error, componentStack);
      },
    });
  });
}
