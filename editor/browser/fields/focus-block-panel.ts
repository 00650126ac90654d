/** Moves focus to a block's panel, by the button of its heading (form/block-panel.tsx), and brings it into view. */
export function focusBlockPanel(index: number): void {
  const heading = document.querySelector<HTMLElement>(`[data-block="${index}"] h3 button`);
  heading?.focus({ preventScroll: true });
  heading?.scrollIntoView({ block: "start" });
}
