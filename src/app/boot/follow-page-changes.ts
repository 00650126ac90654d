import { PAGES_ASK, PAGES_CHANGED } from "../../content/page-changes";

const OVERLAY = "vite-error-overlay";

/**
 * Development only: a page of the site follows the documents as they are saved. While any is
 * invalid, the page stays as it was under Vite's error overlay, which lists the errors; a change
 * that leaves none reloads the page, to draw the documents as saved.
 */
export function followPageChanges(): void {
  const hot = import.meta.hot;
  if (!hot) return;
  hot.on(PAGES_CHANGED, ({ files, errors }) => {
    if (errors) showErrors(errors);
    else if (files.length > 0) window.location.reload();
  });
  hot.send(PAGES_ASK);
}

/** Vite's own overlay (its client defines the element), so document errors look like code errors. */
function showErrors(message: string): void {
  const Overlay = customElements.get(OVERLAY);
  if (!Overlay) return;
  document.querySelectorAll(OVERLAY).forEach((overlay) => overlay.remove());
  document.body.append(new Overlay({ message, stack: "", plugin: "pages" }));
}
