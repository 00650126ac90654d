import { pointerOf, segmentsOf } from "../../../src/lib/json-pointer";

const CONTROL = "input:not([type=hidden]), select, textarea, button";

/**
 * Moves focus to the field a JSON pointer names (its first control), or to the nearest group that
 * holds it when it has none of its own, and brings it into view. Fields carry their pointer as
 * data-pointer (form/field-template.tsx).
 */
export function focusField(pointer: string): void {
  const segments = segmentsOf(pointer);
  for (let length = segments.length; length >= 0; length -= 1) {
    const target = pointerOf(segments.slice(0, length));
    const field = document.querySelector(`[data-pointer="${CSS.escape(target)}"]`);
    const control = field?.querySelector<HTMLElement>(CONTROL);
    if (control) {
      control.focus({ preventScroll: true });
      control.scrollIntoView({ block: "center" });
      return;
    }
  }
}

/** Moves focus to a block's panel, by the button of its heading (form/block-panel.tsx), and brings it into view. */
export function focusBlockPanel(index: number): void {
  const heading = document.querySelector<HTMLElement>(`[data-block="${index}"] h3 button`);
  heading?.focus({ preventScroll: true });
  heading?.scrollIntoView({ block: "start" });
}
