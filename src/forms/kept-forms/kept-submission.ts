import type { FormDefinition } from "../../generated/form";
import type { KeptStep } from "../sending";

/** What a submission is sent by: the e-mail service, after an upload where the form has a file. */
export type DeliveredAction = FormDefinition["action"];

/** A form's submission as this device keeps it until the company has it (IndexedDB). */
export interface KeptSubmission {
  /** Its own id, sent with it as `submission_id`: the company can spot a repeat in its mailbox. */
  id: string;
  form: FormDefinition["id"];
  action: DeliveredAction;
  /** The text fields, named as the e-mail template names them, `submission_id` among them. */
  params: Record<string, string>;
  /** The file to upload first (bytes, since every engine keeps an ArrayBuffer in IndexedDB). */
  file?: { field: string; name: string; type: string; bytes: ArrayBuffer };
  /** Where the file went once uploaded: a later try sends the e-mail without uploading it again. */
  uploadedUrl?: string;
  /** Who sent it, as the visitor sees it in the list of what waits: their name, or the form's. */
  label: string;
  /** The page it was sent from, where the form is to give it back (absent on those kept before). */
  page?: string;
  /** Each field's label, by name: what they typed, shown to the visitor and sent in `all_answers` (absent on those kept before). */
  labels?: Record<string, string>;
  /** Why the service refused it, in the visitor's words (step "refused"). */
  refusal?: string;
  keptAt: number;
  /** How far it has gone (src/forms/sending.ts). */
  step: KeptStep;
  tries: number;
  /** Not tried again before this time (ms), unless the connection has just come back. */
  nextTryAt: number;
  /** Why the last try failed, for the console. */
  lastError?: string;
}

/** What the visitor typed, a line a field ("Full Name: Gita Sharma"), to read or copy. */
export function typedLines(submission: Pick<KeptSubmission, "params" | "labels">): string[] {
  return Object.entries(submission.labels ?? {})
    .filter(([name]) => (submission.params[name] ?? "") !== "")
    .map(([name, label]) => `${label}: ${submission.params[name]}`);
}

/** How long a submission is kept: a week, then dropped with a word to the visitor. */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;

export function isExpired(submission: KeptSubmission, now: number): boolean {
  return now - submission.keptAt > KEPT_FOR_MS;
}

/** A new id: random, unguessable, readable in a mailbox. */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * A submission's reference, as the visitor is shown it and the company's e-mail carries it: the
 * first eight hex digits of its id, in two groups ("3FA2-B1C0"), short enough to read out on the phone.
 */
export function referenceOf(id: string): string {
  const digits = id.replace(/-/g, "").slice(0, 8).toUpperCase();
  return `${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** Waits between tries while the connection seems up (429 or 5xx): 10 s, doubling, at most 5 minutes. */
export function retryDelayMs(tries: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, tries - 1), 5 * 60_000);
}
