import { Suspense, use, useId, type ReactNode } from "react";

const waits = new WeakMap<Element, Promise<void>>();

/** Resolves once the element comes within a screen of the viewport. */
function nearViewport(element: Element): Promise<void> {
  let wait = waits.get(element);
  if (!wait) {
    wait = new Promise((resolve) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: "100% 0px" },
      );
      observer.observe(element);
    });
    waits.set(element, wait);
  }
  return wait;
}

function WhenNear({ id, children }: { id: string; children: ReactNode }) {
  // Only while hydrating pre-rendered HTML is the marker already in the page: then wait, and React
  // keeps showing that HTML until the code below is needed. Elsewhere, render at once.
  const marker = typeof document === "undefined" ? null : document.querySelector(`[data-defer="${CSS.escape(id)}"]`);
  if (marker) use(nearViewport(marker));
  return children;
}

/**
 * Hydrates its children (and loads their code) only when they scroll near the viewport, so a form
 * at the bottom of a page costs nothing on first load. The pre-rendered HTML shows meanwhile.
 */
export function DeferUntilVisible({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const id = useId();
  return (
    <div data-defer={id}>
      <Suspense fallback={fallback}>
        <WhenNear id={id}>{children}</WhenNear>
      </Suspense>
    </div>
  );
}
