/**
 * Where a visitor's submission is, from the press of Send to the company's mailbox: one machine for
 * the page's HTML before its code arrives (the page's first script, src/app/boot/first-script/:
 * `data-sending` on the form), the copy kept on this device until it is sent (kept-forms/, its `step`)
 * and the form React draws (form-view.tsx). Each of them changes a state only by `nextState`, so a change the table does not
 * allow shows at once as an error on the console (which fails the browser tests), never as a broken page.
 */
export type SendingState =
  /** Being filled in: nothing is sent. */
  | "typing"
  /** Sent before its form's code arrived: held in the page, shown as being sent, until the code sends it. */
  | "held"
  /** Held, and the page's code could not arrive: nothing is sent, nothing typed is lost ("Try again"). */
  | "held-failed"
  /** Kept on this device, waiting for its next try (no connection, or the service asked to wait). */
  | "waiting"
  /** Its file is on the way: cut short, it is simply uploaded again. */
  | "uploading"
  /** Its e-mail is on the way: cut short (the page closed), no one can tell whether it arrived. */
  | "sending"
  /** Was on the way when its page closed: sent again only if the visitor asks (never twice unasked). */
  | "in-doubt"
  /** Refused for good by the service: kept to be given back to the visitor, never sent again. */
  | "refused"
  /** The company has it. */
  | "sent"
  /** Not sent within a week: removed from the device, with a word to the visitor. */
  | "expired"
  /** Taken off the device by the visitor: cancelled, or given back to its form. */
  | "removed";

export type SendingEvent =
  | "pressed-early"
  | "code-arrived"
  | "code-failed"
  | "try-again"
  | "kept"
  | "upload-started"
  | "email-started"
  | "delivered"
  | "not-sent"
  | "refused"
  | "cut-short"
  | "send-again"
  | "taken-back"
  | "cancelled"
  | "expired";

/** Every change a submission may go through; a state not listed under an event does not change on it. */
export const SENDING: { readonly [S in SendingState]: { readonly [E in SendingEvent]?: SendingState } } = {
  // Sent, or not, while the visitor is at the form: "not-sent" leaves it in the form, as typed.
  typing: { "pressed-early": "held", kept: "waiting", delivered: "sent", "not-sent": "typing" },
  // The page sends it again once its code has arrived (a press, as the visitor's).
  held: { "code-arrived": "typing", "code-failed": "held-failed" },
  "held-failed": { "try-again": "held" },
  waiting: {
    // Heard by the form that kept it, from the try (in this tab or another) that sent it.
    delivered: "sent",
    "upload-started": "uploading",
    "email-started": "sending",
    "not-sent": "waiting",
    refused: "refused",
    expired: "expired",
    cancelled: "removed",
  },
  uploading: {
    "upload-started": "uploading",
    "email-started": "sending",
    "not-sent": "waiting",
    refused: "refused",
    expired: "expired",
    cancelled: "removed",
  },
  sending: {
    delivered: "sent",
    "not-sent": "waiting",
    refused: "refused",
    "cut-short": "in-doubt",
    expired: "expired",
    cancelled: "removed",
  },
  "in-doubt": { "send-again": "waiting", expired: "expired", cancelled: "removed" },
  // Given back to its form: the visitor has what they typed, to send again.
  refused: { "taken-back": "typing", expired: "expired", cancelled: "removed" },
  sent: {},
  expired: {},
  removed: {},
};

/**
 * The state a submission goes to on an event. One the table does not allow leaves it where it is and
 * says so on the console: a bug of ours, which must never cost the visitor the page.
 */
export function nextState(state: SendingState, event: SendingEvent): SendingState {
  const next = SENDING[state][event];
  if (next) return next;
  console.error(`[sending] A submission "${state}" cannot be "${event}" (src/forms/sending.ts): it stays "${state}".`);
  return state;
}

/** The states of a submission kept on this device (its `step`). */
export type KeptStep = Extract<SendingState, "waiting" | "uploading" | "sending" | "in-doubt" | "refused">;

/** The part of the table the page's inline script follows before any module has arrived (the page's first script, src/app/boot/first-script/). */
export const HELD_SENDING = {
  typing: { "pressed-early": SENDING.typing["pressed-early"] },
  held: SENDING.held,
  "held-failed": SENDING["held-failed"],
};
