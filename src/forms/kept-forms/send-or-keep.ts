import type { FormDefinition } from "../../generated/form";
import { textValues, type FormValues } from "../form-values";
import { nextState } from "../sending";
import { deliver } from "./deliver";
import { sendKeptForms } from "./send-kept-forms";
import { newSubmissionId, type KeptSubmission } from "./kept-submission";
import { openKeptFormsStore } from "./kept-forms-store";
import { signal } from "./kept-forms-signals";
import { markKeptFormsWaiting } from "./waiting-flag";
import { watchKeptForms } from "./watch-kept-forms";

/** A form's submission (its `id`): sent now, or kept on this device until it can be. */
export type Sending = { kind: "sent" | "kept"; id: string };

/** No connection, and no way on this device to keep the submission in. */
export class OfflineError extends Error {
  constructor() {
    super("No connection, and this device cannot keep the form to send later");
    this.name = "OfflineError";
  }
}

/**
 * Keeps the submission on this device (IndexedDB) before anything leaves, then tries it at once; a
 * refusal for good rejects. Not sent (no connection, 429, 5xx), it stays kept and the page watches
 * for its chance: it is sent when the connection comes back. Where the device can keep nothing, it
 * is sent now or rejected, as it always was.
 */
export async function sendOrKeep(
  definition: FormDefinition,
  values: FormValues,
  onProgress: (percent: number) => void,
): Promise<Sending> {
  const submission = await submissionOf(definition, values);
  const store = await openKeptFormsStore().catch(() => undefined);
  const kept = await store?.put(submission).then(
    () => true,
    () => false,
  );
  if (!store || !kept) {
    if (!navigator.onLine) throw new OfflineError();
    await deliver(submission, { onProgress });
    return { kind: "sent", id: submission.id };
  }
  markKeptFormsWaiting(true);
  const [outcome] = await sendKeptForms(store, { only: submission.id, evenIfEarly: true, onProgress });
  signal({ kind: "changed" });
  if (outcome === undefined || outcome.kind === "kept") {
    void watchKeptForms({ tryNow: false });
    return { kind: "kept", id: submission.id };
  }
  // Refused at once, while the visitor is at the form: it stays in the form, so nothing is kept to give back.
  if (outcome.kind === "refused") {
    nextState(outcome.submission.step, "taken-back");
    await store.remove(submission.id);
  }
  markKeptFormsWaiting((await store.all()).length > 0);
  if (outcome.kind === "refused") throw outcome.error;
  return { kind: "sent", id: submission.id };
}

async function submissionOf(definition: FormDefinition, values: FormValues): Promise<KeptSubmission> {
  const { action } = definition;
  const id = newSubmissionId();
  const text = textValues(definition, values);
  const chosen = action.kind === "upload-then-email" ? values[action.fileField] : undefined;
  const file =
    action.kind === "upload-then-email" && chosen instanceof File
      ? { field: action.fileField, name: chosen.name, type: chosen.type, bytes: await chosen.arrayBuffer() }
      : undefined;
  return {
    id,
    form: definition.id,
    action,
    // An upload-then-email form sends "" for a file not chosen; the file's address replaces it once uploaded.
    params: { ...text, ...(action.kind === "upload-then-email" ? { [action.fileField]: "" } : {}), submission_id: id },
    file,
    label: text.name?.trim() || text.email?.trim() || "a visitor",
    page: window.location.pathname,
    labels: Object.fromEntries(definition.fields.map((field) => [field.name, field.label])),
    keptAt: Date.now(),
    step: "waiting",
    tries: 0,
    nextTryAt: 0,
  };
}
