import { todayInNepal } from "../../../content/next-batch";
import { MARKERS } from "../../../runtime/markers";

/** Hides, in `root` and under it, each batch whose first day has come in Nepal. */
function hideStarted(root: Element | Document, today: string): void {
  const selector = `[${MARKERS.starts}]`;
  const batches = [
    ...root.querySelectorAll(selector),
    ...(root instanceof Element && root.matches(selector) ? [root] : []),
  ];
  for (const batch of batches)
    if ((batch.getAttribute(MARKERS.starts) ?? "") <= today) (batch as HTMLElement).hidden = true;
}

/**
 * A course's batch whose first day has come (src/ui/batch-dates.tsx) is hidden, in the pre-rendered page
 * and in every page drawn after it, so a started batch is never shown as upcoming, even between builds.
 */
export function hideStartedBatches(): void {
  const today = todayInNepal();
  document.addEventListener("DOMContentLoaded", () => {
    hideStarted(document, today);
    new MutationObserver((changes) => {
      for (const { addedNodes } of changes)
        for (const node of addedNodes) if (node instanceof Element) hideStarted(node, today);
    }).observe(document.body, { subtree: true, childList: true });
  });
}
