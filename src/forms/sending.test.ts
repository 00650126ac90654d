import { describe, expect, it, vi } from "vitest";
import { HELD_SENDING, nextState, SENDING, type SendingEvent, type SendingState } from "./sending";

// The whole journey of a submission, read as the table says it: [state, event, the state it goes to].
const JOURNEYS: [SendingState, SendingEvent, SendingState][] = [
  // Pressed before the form's code arrived: held, then sent by the page once the code is here.
  ["typing", "pressed-early", "held"],
  ["held", "code-arrived", "typing"],
  ["held", "code-failed", "held-failed"],
  ["held-failed", "try-again", "held"],
  // Pressed with the code here: kept on the device first, or sent, or left in the form as typed.
  ["typing", "kept", "waiting"],
  ["typing", "delivered", "sent"],
  ["typing", "not-sent", "typing"],
  // A kept one's tries.
  ["waiting", "upload-started", "uploading"],
  ["uploading", "upload-started", "uploading"],
  ["uploading", "email-started", "sending"],
  ["waiting", "email-started", "sending"],
  ["sending", "delivered", "sent"],
  // The form that kept it hears so from the try that sent it (in this tab or another).
  ["waiting", "delivered", "sent"],
  ["sending", "not-sent", "waiting"],
  ["uploading", "not-sent", "waiting"],
  ["sending", "refused", "refused"],
  ["sending", "cut-short", "in-doubt"],
  ["in-doubt", "send-again", "waiting"],
  ["refused", "taken-back", "typing"],
  ["waiting", "cancelled", "removed"],
  ["in-doubt", "cancelled", "removed"],
  ["waiting", "expired", "expired"],
  ["in-doubt", "expired", "expired"],
  // The rest of what a kept one may meet at a try (a step cut short is tried again).
  ["waiting", "not-sent", "waiting"],
  ["waiting", "refused", "refused"],
  ["uploading", "refused", "refused"],
  ["uploading", "expired", "expired"],
  ["uploading", "cancelled", "removed"],
  ["sending", "expired", "expired"],
  ["sending", "cancelled", "removed"],
  ["refused", "expired", "expired"],
  ["refused", "cancelled", "removed"],
];

// What must never happen: sent twice unasked, sent after a refusal, or brought back once gone.
const NEVER: [SendingState, SendingEvent][] = [
  ["in-doubt", "email-started"],
  ["in-doubt", "not-sent"],
  ["refused", "email-started"],
  ["refused", "send-again"],
  ["sent", "email-started"],
  ["sent", "kept"],
  ["expired", "send-again"],
  ["removed", "send-again"],
  ["held", "pressed-early"],
  ["held", "kept"],
  ["held-failed", "code-arrived"],
  ["typing", "code-arrived"],
];

describe("the sending machine", () => {
  it.each(JOURNEYS)("a submission %s, on %s, goes to %s", (state, event, next) => {
    expect(nextState(state, event)).toBe(next);
  });

  it.each(NEVER)("a submission %s is never moved by %s: it stays, and the console says so", (state, event) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(nextState(state, event)).toBe(state);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`"${state}" cannot be "${event}"`));
    error.mockRestore();
  });

  it("has no change but those written out above", () => {
    const listed = new Set(JOURNEYS.map(([state, event]) => `${state} ${event}`));
    const allowed = Object.entries(SENDING).flatMap(([state, events]) =>
      Object.keys(events).map((event) => `${state} ${event}`),
    );
    expect(allowed.filter((change) => !listed.has(change))).toEqual([]);
  });

  it("gives the page's inline script only the held states, each as the whole table has it", () => {
    expect(Object.keys(HELD_SENDING)).toEqual(["typing", "held", "held-failed"]);
    for (const [state, events] of Object.entries(HELD_SENDING))
      for (const [event, next] of Object.entries(events))
        expect(SENDING[state as SendingState][event as SendingEvent]).toBe(next);
  });
});
