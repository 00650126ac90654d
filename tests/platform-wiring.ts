import { expect } from "vitest";

// jsdom opens no popover and runs no invoker command, so a component test checks the wiring the
// browser follows (the browser tests check that it then opens, closes and moves focus).

/**
 * The <dialog> a button opens with no script: its commandfor, with command="show-modal", or
 * "show-popover" for a dialog that is a popover (then it must be one).
 */
export function dialogOpenedBy(button: HTMLElement): HTMLDialogElement {
  expect(["show-modal", "show-popover"]).toContain(button.getAttribute("command"));
  const dialog = targetOf(button, "commandfor", HTMLDialogElement);
  if (button.getAttribute("command") === "show-popover") expect(dialog).toHaveAttribute("popover", "auto");
  return dialog;
}

/** The <dialog> a button closes with no script: its commandfor, with command="close" or "hide-popover". */
export function dialogClosedBy(button: HTMLElement): HTMLDialogElement {
  expect(["close", "hide-popover"]).toContain(button.getAttribute("command"));
  return targetOf(button, "commandfor", HTMLDialogElement);
}

/** The popover a button toggles with no script (popovertarget), one that light dismiss closes. */
export function popoverOpenedBy(button: HTMLElement): HTMLElement {
  expect(button).not.toHaveAttribute("popovertargetaction", "hide");
  const popover = targetOf(button, "popovertarget", HTMLElement);
  expect(popover).toHaveAttribute("popover", "auto");
  return popover;
}

function targetOf<T extends HTMLElement>(button: HTMLElement, attribute: string, type: new () => T): T {
  const id = button.getAttribute(attribute);
  const target = id ? document.getElementById(id) : null;
  if (!(target instanceof type)) throw new Error(`${attribute}="${id}" names no ${type.name} in the page.`);
  return target;
}
