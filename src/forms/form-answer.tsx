import clsx from "clsx";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { FilledIn } from "../ui/filled-in";
import { useFormWords } from "./form-words";
import { ReachUsWays } from "./reach-us-directly";

// Clear of the fixed header above and the phone's bottom bar below when the focus scrolls to it.
const IN_VIEW = "scroll-my-28 outline-none focus-visible:(ring-2 ring-brand-600)";

interface ArrivingPanelProps {
  role: "status" | "alert";
  /** The ids of its words that name it, and of those that describe it: the focus reads them all out. */
  labelledBy: string;
  describedBy?: string;
  className: string;
  children: ReactNode;
}

/**
 * An answer the visitor must read, focused as it appears, which scrolls it into view (GOV.UK's error
 * summary): a screen reader reads it out, and a visitor who pressed Send at the foot of a long form
 * sees it without looking for it.
 */
function ArrivingPanel({ role, labelledBy, describedBy, className, children }: ArrivingPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={clsx(IN_VIEW, className)}
    >
      {children}
    </div>
  );
}

interface FormAnswerProps {
  /** Sent: the company has it. Kept: on this device, sent by itself once it can be. */
  tone: "sent" | "kept";
  /** What happened ("Your application has been submitted"). */
  says: string;
  /** What happens next, and when. */
  next: string;
  /** The visitor's reference (referenceOf), which the company's e-mail carries. */
  reference: string;
  /** Shows the form again, fresh. */
  onAnother?: () => void;
}

/**
 * What a sent or kept form leaves in its place, until the visitor moves on (GOV.UK's confirmation
 * panel): what happened, what happens next, and their reference; no timer takes it away.
 */
export function FormAnswer({ tone, says, next, reference, onAnother }: FormAnswerProps) {
  const words = useFormWords();
  const id = useId();
  return (
    <ArrivingPanel
      role="status"
      labelledBy={`${id}-says`}
      describedBy={`${id}-next ${id}-reference`}
      className={clsx(
        "rounded-xl border p-6 text-slate-800",
        tone === "sent" ? "border-emerald-200 bg-emerald-50" : "border-brand-200 bg-brand-50",
      )}
    >
      <p
        id={`${id}-says`}
        className={clsx("text-lg font-semibold", tone === "sent" ? "text-emerald-800" : "text-brand-900")}
      >
        {says}
      </p>
      <p id={`${id}-next`} className="mt-2">
        {next}
      </p>
      <p id={`${id}-reference`} className="mt-3">
        <FilledIn
          words={words.yourReference}
          parts={{ reference: <strong className="whitespace-nowrap font-mono text-lg">{reference}</strong> }}
        />
      </p>
      {onAnother ? (
        <button type="button" onClick={onAnother} className="btn-outline mt-5">
          {words.sendAnother}
        </button>
      ) : null}
    </ArrivingPanel>
  );
}

/**
 * Why a form was not sent, beside its button, with the other ways to reach the company: it stays
 * until the visitor sends again, everything they typed still in the form.
 */
export function FailedAnswer({ message }: { message: string }) {
  const id = useId();
  return (
    <ArrivingPanel
      role="alert"
      labelledBy={`${id}-message`}
      className="rounded-xl border border-red-200 bg-red-50 p-4 sm:col-span-2"
    >
      <p id={`${id}-message`} className="font-semibold text-red-800">
        {message}
      </p>
      <ReachUsWays className="mt-2 text-sm text-slate-800" />
    </ArrivingPanel>
  );
}
