import { nextState, SENDING, type KeptStep, type SendingEvent } from "../sending";
import { refusalInWords, worthRetrying } from "../transports/service-error";
import { deliver } from "./deliver";
import { isExpired, retryDelayMs, type KeptSubmission } from "./kept-submission";
import type { KeptFormsStore } from "./kept-forms-store";

/** What became of a kept submission on a try. */
export type Outcome =
  | { kind: "sent"; submission: KeptSubmission }
  /** Not sent (no connection, or the service asked to wait): kept for the next try. */
  | { kind: "kept"; submission: KeptSubmission }
  /** Refused for good (a 4xx other than 429): kept, never sent again, for the visitor to have it back. */
  | { kind: "refused"; submission: KeptSubmission; error: unknown }
  | { kind: "expired"; submission: KeptSubmission }
  /** Its page closed while its e-mail was on the way: left for the visitor to send again or not. */
  | { kind: "in-doubt"; submission: KeptSubmission };

export interface FlushOptions {
  /** Only this submission (the one a form has just kept). */
  only?: string;
  /** Try even those whose next try is not due yet (the connection has just come back). */
  evenIfEarly?: boolean;
  onProgress?: (percent: number) => void;
}

/** One name for the lock, across every tab of the site: one of them sends at a time. */
const KEPT_FORMS_LOCK = "kept-forms";

/**
 * Under one lock, so that no two tabs (nor two triggers in one tab) ever try the same
 * submission at once, tries each submission that is due, oldest first, and says what became of it.
 */
export function sendKeptForms(store: KeptFormsStore, options: FlushOptions = {}): Promise<Outcome[]> {
  return navigator.locks.request(KEPT_FORMS_LOCK, async () => {
    const outcomes: Outcome[] = [];
    for (const submission of await store.all()) {
      if (options.only !== undefined && submission.id !== options.only) continue;
      const outcome = await attempt(store, submission, options);
      if (outcome) outcomes.push(outcome);
    }
    return outcomes;
  });
}

/** Changes what is kept under the same lock: never while a try of the same submission runs. */
export function underKeptFormsLock<T>(change: () => Promise<T>): Promise<T> {
  return navigator.locks.request(KEPT_FORMS_LOCK, change);
}

async function attempt(
  store: KeptFormsStore,
  submission: KeptSubmission,
  options: FlushOptions,
): Promise<Outcome | undefined> {
  const now = Date.now();
  if (isExpired(submission, now)) {
    nextState(submission.step, "expired");
    await store.remove(submission.id);
    return { kind: "expired", submission };
  }
  // Only a try holding the lock marks "sending", and it holds the lock until it is done: found so,
  // the page that tried closed while the e-mail was on the way.
  if (submission.step === "sending") {
    const inDoubt = { ...submission, step: keptStep(submission.step, "cut-short") };
    await store.put(inDoubt);
    return { kind: "in-doubt", submission: inDoubt };
  }
  if (!isDue(submission)) return undefined;
  if (!navigator.onLine) return { kind: "kept", submission };
  if (!options.evenIfEarly && submission.nextTryAt > now) return undefined;

  let current = submission;
  const save = async (event: SendingEvent | undefined, change: Partial<KeptSubmission> = {}) => {
    current = { ...current, ...change, ...(event && { step: keptStep(current.step, event) }) };
    await store.put(current);
  };
  try {
    if (current.file && current.uploadedUrl === undefined) await save("upload-started");
    await deliver(current, {
      onProgress: options.onProgress,
      onUploaded: (url) => save(undefined, { uploadedUrl: url }),
      beforeEmail: () => save("email-started"),
    });
    nextState(current.step, "delivered");
    await store.remove(current.id);
    return { kind: "sent", submission: current };
  } catch (error) {
    if (!worthRetrying(error)) {
      console.error(`[kept forms] Submission ${current.id} was refused:`, error);
      await save("refused", { refusal: refusalInWords(error) });
      return { kind: "refused", submission: current, error };
    }
    console.warn(`[kept forms] Submission ${current.id} is kept for a later try:`, error);
    const tries = current.tries + 1;
    await save("not-sent", { tries, nextTryAt: Date.now() + retryDelayMs(tries), lastError: String(error) });
    return { kind: "kept", submission: current };
  }
}

/** The step a kept submission goes to on an event (src/forms/sending.ts): always one it may be kept in. */
export function keptStep(step: KeptStep, event: SendingEvent): KeptStep {
  return nextState(step, event) as KeptStep;
}

/**
 * Tried by the page, now or by the clock: a step a try can leave (src/forms/sending.ts), not one left
 * for the visitor to decide on (in doubt) nor one refused.
 */
export const isDue = (submission: KeptSubmission) => SENDING[submission.step]["not-sent"] !== undefined;
