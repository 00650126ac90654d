import { useEffect } from "react";
import { PREVIEW_MARKERS } from "./preview-markers";
import type { PreviewMessage } from "./preview-messages";

/** The words under the pointer: the text it landed in, or a picture's description. */
function wordsClicked(event: MouseEvent, target: Element): string {
  if (target instanceof HTMLImageElement) return target.alt;
  const caret = document.caretPositionFromPoint?.(event.clientX, event.clientY);
  const node = caret?.offsetNode;
  if (node?.nodeType === Node.TEXT_NODE && target.contains(node)) return node.textContent ?? "";
  return target.textContent ?? "";
}

/**
 * A click in the preview names the part of the document it landed in and the words it landed on,
 * for the editor to open that part's panel and move to the field holding those words. What the
 * click does on the page (open an answer, follow no link) happens as well.
 */
export function usePickOnClick(): void {
  useEffect(() => {
    const pick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : undefined;
      const scope = target?.closest(`[${PREVIEW_MARKERS.scope}]`);
      if (!target || !scope) return;
      const message: PreviewMessage = {
        type: "editor-preview-pick",
        scopes: scope.getAttribute(PREVIEW_MARKERS.scope)?.split(" ") ?? [],
        text: wordsClicked(event, target).slice(0, 1000),
      };
      window.parent.postMessage(message, window.location.origin);
    };
    // Before the page's own handlers, which may stop the click (a link's is, to stay on the preview).
    window.addEventListener("click", pick, true);
    return () => window.removeEventListener("click", pick, true);
  }, []);
}
