/**
 * The menus and dialogs are the platform's own (popover, invoker commands, closedby). Browsers that
 * lack one (Safari and Firefox lacked some in 2025) get its polyfill, fetched only there.
 */
export function loadMissingPolyfills(): void {
  if (!("popover" in HTMLElement.prototype)) void import("@oddbird/popover-polyfill");
  if (!("commandForElement" in HTMLButtonElement.prototype)) void import("invokers-polyfill");
  if (!("closedBy" in HTMLDialogElement.prototype)) void import("dialog-closedby-polyfill");
}
