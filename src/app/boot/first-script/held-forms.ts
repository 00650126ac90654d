import { HELD_SENDING } from "../../../forms/sending";
import { MARKERS } from "../../../runtime/markers";

type HeldState = keyof typeof HELD_SENDING;
type HeldEvent = "pressed-early" | "code-arrived" | "code-failed" | "try-again";

/** Where the sending machine's held part (src/forms/sending.ts) takes a form from its state on this event. */
function move(form: Element, event: HeldEvent): void {
  const state = (form.getAttribute(MARKERS.sending) ?? "typing") as HeldState;
  const next = (HELD_SENDING[state] as Partial<Record<HeldEvent, string>> | undefined)?.[event];
  if (next === "typing") form.removeAttribute(MARKERS.sending);
  else if (next) form.setAttribute(MARKERS.sending, next);
}

/** A form React has not taken over yet: still the pre-rendered HTML, its code on the way. */
const notYetReacts = (form: Element) => form.getAttribute(MARKERS.hydrated) === "false";
const scriptsFailed = () => document.documentElement.hasAttribute(MARKERS.scriptsFailed);

/**
 * A form sent before React took it over would go the browser's way: it is held instead (data-sending,
 * which the stylesheet shows as being sent), and sent once React answers for it (data-hydrated="true").
 * Once the page's code has failed to arrive, a press goes the browser's way (the visitor's e-mail app).
 */
export function holdEarlySubmits(): void {
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !notYetReacts(form) || scriptsFailed()) return;
      event.preventDefault();
      move(form, "pressed-early");
    },
    true,
  );
  new MutationObserver((changes) => {
    for (const { target: form } of changes) {
      if (!(form instanceof HTMLFormElement) || form.getAttribute(MARKERS.sending) !== "held" || notYetReacts(form))
        continue;
      move(form, "code-arrived");
      form.requestSubmit();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: [MARKERS.hydrated] });
}

/** The page's code could not arrive, its tries spent: the page says so, and each held form. */
export function markCodeFailed(): void {
  document.documentElement.setAttribute(MARKERS.scriptsFailed, "");
  for (const form of document.querySelectorAll(`form[${MARKERS.sending}]`)) move(form, "code-failed");
}

/** The page's code is asked for again: held forms wait once more (`pressed`: the visitor's Try again). */
export function markTryingAgain(pressed: boolean): void {
  document.documentElement.removeAttribute(MARKERS.scriptsFailed);
  if (pressed) for (const form of document.querySelectorAll(`form[${MARKERS.sending}]`)) move(form, "try-again");
}
