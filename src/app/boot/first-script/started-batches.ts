import { todayInNepal } from "../../../content/next-batch";
import { MARKERS } from "../../../runtime/markers";

/** The elements that match `selector` in `root`, `root` itself among them. */
const within = (root: Element | Document, selector: string) => [
  ...root.querySelectorAll<HTMLElement>(selector),
  ...(root instanceof HTMLElement && root.matches(selector) ? [root] : []),
];

/**
 * Hides, in `root` and under it, each batch whose first day has come in Nepal; where every batch of a
 * course has, its batches go too (their heading with them) and its offer shows in their place.
 */
function hideStarted(root: Element | Document, today: string): void {
  for (const batch of within(root, `[${MARKERS.starts}]`))
    if ((batch.getAttribute(MARKERS.starts) ?? "") <= today) batch.hidden = true;
  for (const batches of within(root, `[${MARKERS.batches}]`)) {
    if (batches.querySelector(`[${MARKERS.starts}]:not([hidden])`)) continue;
    batches.hidden = true;
    const offer = batches.nextElementSibling;
    if (offer instanceof HTMLElement && offer.hasAttribute(MARKERS.noBatch)) offer.hidden = false;
  }
}

/**
 * A course's batch whose first day has come (src/ui/batch-dates.tsx) is hidden, in the pre-rendered page
 * and in every page drawn after it, so a started batch is never shown as upcoming, even between builds;
 * a course whose every batch has started offers to tell the visitor when the next opens instead
 * (src/ui/batches-or-offer.tsx).
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
