import { whenIdle } from "../lib/when-idle";

/** Calls back once the element is within half a screen of the viewport and the browser is idle. */
export function whenNearAndIdle(element: Element, callback: () => void): () => void {
  let cancelled = false;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      whenIdle(() => !cancelled && callback());
    },
    { rootMargin: "50% 0px" },
  );
  observer.observe(element);
  return () => {
    cancelled = true;
    observer.disconnect();
  };
}
