import { loadPart } from "../../runtime/load-part";

/**
 * The menus and dialogs are the platform's own. Every one opens by popovertarget, which every engine
 * has had since 2024 (older ones get the popover polyfill, fetched only there). A modal dialog's
 * opener also carries an invoker command, followed where the engine has them (Chromium, Firefox)
 * and ignored where not (WebKit, which opens it as a popover): no invoker-commands polyfill, so no
 * tap waits on one. Where an engine opens modals by command but lacks closedby, its polyfill lets
 * a tap on the backdrop close them.
 */
export function loadMissingPolyfills(): void {
  if (!("popover" in HTMLElement.prototype)) void loadPart(() => import("@oddbird/popover-polyfill"));
  if (!("closedBy" in HTMLDialogElement.prototype)) void loadPart(() => import("dialog-closedby-polyfill"));
}
