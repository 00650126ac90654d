/**
 * Calls back once, the first time the element comes within `margin` of the viewport (an
 * IntersectionObserver's rootMargin: "0px" in view, "50% 0px" within half a screen of it). Answers how
 * to stop watching.
 */
export function whenInView(element: Element, callback: () => void, margin = "0px"): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
