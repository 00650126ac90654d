/** How long a press that ends without a click (a scroll, a drag) still counts as touching. */
const PRESS_AFTERLIFE_MS = 500;

/**
 * Once `arrival` resolves, calls back with its value at the first moment nothing inside `area` is
 * pressed, focused, or showing a dialog it opened, so that replacing what `area` holds can never
 * take a tap from under the finger (the click would land on the replacement, or on nothing) nor the
 * focus a dialog gives back on close. Presses are watched from the start, since a finger may be
 * down before `arrival` resolves; each release, blur and closed dialog tries again.
 */
export function whenUntouched<T>(area: HTMLElement, arrival: Promise<T>, callback: (value: T) => void): () => void {
  let pressed = false;
  let afterlife: ReturnType<typeof setTimeout> | undefined;
  let finished = false;
  let arrived: { value: T } | undefined;

  const busy = () => pressed || area.contains(document.activeElement) || hasOpenDialog(area);
  // After the click's own default action (a popover opens during it), never inside it.
  const tryLater = () => setTimeout(attempt);
  const press = () => {
    pressed = true;
    clearTimeout(afterlife);
  };
  const release = () => {
    clearTimeout(afterlife);
    pressed = false;
    tryLater();
  };
  // A touch's click comes after its pointerup, in a task of its own.
  const lift = () => {
    if (pressed) afterlife = setTimeout(release, PRESS_AFTERLIFE_MS);
  };
  const listeners = [
    [area, "pointerdown", press],
    [document, "pointerup", lift],
    [document, "pointercancel", release],
    [document, "click", release],
    [area, "focusout", tryLater],
    // toggle does not bubble: caught on its way down, for any dialog or popover of the page.
    [document, "toggle", tryLater],
  ] as const;
  const stop = () => {
    finished = true;
    clearTimeout(afterlife);
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener, true);
  };
  function attempt() {
    if (finished || !arrived || busy()) return;
    stop();
    callback(arrived.value);
  }

  for (const [target, type, listener] of listeners) target.addEventListener(type, listener, true);
  arrival.then((value) => {
    arrived = { value };
    attempt();
  }, stop);
  return stop;
}

/** Whether a dialog or popover that a button inside `area` opens is showing. */
function hasOpenDialog(area: HTMLElement): boolean {
  return [...area.querySelectorAll("[popovertarget]")].some((opener) => {
    const target = document.getElementById(opener.getAttribute("popovertarget") ?? "");
    return target !== null && (isOpenDialog(target) || isOpenPopover(target));
  });
}

const isOpenDialog = (element: HTMLElement) => element instanceof HTMLDialogElement && element.open;

function isOpenPopover(element: HTMLElement): boolean {
  try {
    return element.matches(":popover-open");
  } catch {
    return false; // an engine without popovers shows none
  }
}
