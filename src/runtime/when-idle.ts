/**
 * Calls back when the browser is idle, or after `timeoutMs` at the latest where given (and after a
 * short wait where it cannot tell, as in Safari).
 */
export function whenIdle(callback: () => void, timeoutMs?: number): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(callback, { timeout: timeoutMs });
  else setTimeout(callback, 200);
}
