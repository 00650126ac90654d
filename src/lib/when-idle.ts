/** Calls back when the browser is idle (after a short wait where it cannot tell, as in Safari). */
export function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(callback);
  else setTimeout(callback, 200);
}
