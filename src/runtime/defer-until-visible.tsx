import { Suspense, use, useId, useState, type ReactNode } from "react";
import { whenInView } from "./when-in-view";
import { MARKERS } from "./markers";

const waits = new WeakMap<Element, Promise<void>>();

/** Resolves once the element comes within a screen of the viewport. */
function nearViewport(element: Element): Promise<void> {
  let wait = waits.get(element);
  if (!wait) {
    wait = new Promise((resolve) => whenInView(element, resolve, "100% 0px"));
    waits.set(element, wait);
  }
  return wait;
}

function WhenNear({ marker, children }: { marker: Element | null; children: ReactNode }) {
  if (marker) use(nearViewport(marker));
  return children;
}

const findMarker = (id: string) =>
  typeof document === "undefined" ? null : document.querySelector(`[${MARKERS.deferred}="${CSS.escape(id)}"]`);

/**
 * Hydrates its children (and loads their code) only when they scroll near the viewport, so a form
 * at the bottom of a page costs nothing on first load. The pre-rendered HTML shows meanwhile.
 *
 * Until then nothing above it may re-render: React answers an update that reaches a part it has
 * not hydrated by throwing that HTML away and drawing it anew, silently, and a field the visitor
 * is typing into goes with it. Place it under a component that does not re-render after hydration,
 * or memoize the one that does (CourseInquiryButton, inside the search bar).
 */
export function DeferUntilVisible({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const id = useId();
  // Only while hydrating pre-rendered HTML is the marker already in the page on the first render:
  // then wait, and React keeps showing that HTML until the code is needed. A client render (dev
  // server, navigation) shows the children at once, even after they suspend and the marker appears.
  const [marker] = useState(() => findMarker(id));
  return (
    <div {...{ [MARKERS.deferred]: id }}>
      <Suspense fallback={fallback}>
        <WhenNear marker={marker}>{children}</WhenNear>
      </Suspense>
    </div>
  );
}
