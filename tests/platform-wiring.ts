import { expect } from "vitest";

// jsdom opens no popover and runs no invoker command, so a component test checks the wiring the
// browser follows (the browser tests check that it then opens, closes and moves focus).

/**
 * The <dialog> a button opens with no script in every engine: a popover, by its popovertarget. A
 * modal's button also names it by commandfor with command="show-modal", which an engine that has
 * invoker commands follows instead.
 */
export function dialogOpenedBy(button: HTMLElement, { modal }: { modal: boolean }): HTMLDialogElement {
  expect(button).not.toHaveAttribute("popovertargetaction", "hide");
  const dialog = targetOf(button, "popovertarget", HTMLDialogElement);
  expect(dialog).toHaveAttribute("popover", "auto");
  if (modal) {
    expect(button).toHaveAttribute("command", "show-modal");
    expect(targetOf(button, "commandfor", HTMLDialogElement)).toBe(dialog);
  } else {
    expect(button).not.toHaveAttribute("command");
  }
  return dialog;
}

/** The <dialog> a button closes with no script: as a popover, and as a modal (command="close") too. */
export function dialogClosedBy(button: HTMLElement): HTMLDialogElement {
  expect(button).toHaveAttribute("popovertargetaction", "hide");
  const dialog = targetOf(button, "popovertarget", HTMLDialogElement);
  if (button.hasAttribute("command")) {
    expect(button).toHaveAttribute("command", "close");
    expect(targetOf(button, "commandfor", HTMLDialogElement)).toBe(dialog);
  }
  return dialog;
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
