import { signal } from "./kept-forms-signals";
import { openKeptFormsStore } from "./kept-forms-store";
import { nextState } from "../sending";
import { underKeptFormsLock } from "./send-kept-forms";
import type { KeptSubmission } from "./kept-submission";

/** A refused submission taken off the device to go back into its form: what was typed, and why it was refused. */
export interface TakenBack {
  form: KeptSubmission["form"];
  page: string;
  typed: Record<string, string>;
  refusal: string | undefined;
}

/**
 * Takes a submission the service refused for good off this device, to give it back to the visitor;
 * undefined if it is gone (another tab took it back) or was not refused.
 */
export async function takeBack(id: string): Promise<TakenBack | undefined> {
  const store = await openKeptFormsStore();
  const taken = await underKeptFormsLock(async () => {
    const submission = await store.get(id);
    if (submission?.step !== "refused") return undefined;
    nextState(submission.step, "taken-back");
    await store.remove(id);
    const { submission_id: _, ...typed } = submission.params;
    return { form: submission.form, page: submission.page ?? "/", typed, refusal: submission.refusal };
  });
  signal({ kind: "changed" });
  return taken;
}
