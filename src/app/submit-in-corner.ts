/**
 * Tells whether a form's Submit button is in the bottom quarter of the screen, where Let's Talk floats
 * on a phone, so that it steps aside and never covers the button the visitor is about to press.
 * Returns what stops watching.
 */
export function watchSubmitInCorner(tell: (inCorner: boolean) => void): () => void {
  const inView = new Set<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inView.add(entry.target);
        else inView.delete(entry.target);
      }
      tell(inView.size > 0);
    },
    { rootMargin: "-75% 0px 0px 0px" },
  );
  const watchAll = () =>
    document.querySelectorAll("main form [type=submit]").forEach((button) => observer.observe(button));
  watchAll();
  // Forms load near the viewport, after the page: their buttons are watched as they come.
  const added = new MutationObserver(watchAll);
  added.observe(document.querySelector("main") ?? document.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    added.disconnect();
  };
}
