import type { PublishStep } from "../../../documents/storage-contract";
import { useEffect, useState } from "react";
import { PUBLISH_STEPS } from "./publish-steps";

interface PublishProgressProps {
  step: PublishStep;
  /** When the author pressed Publish: the time it has taken is shown, a second at a time, until it is live. */
  startedAt: number;
  /** The published commit, once on main: each address is opened at it, past a copy the browser kept. */
  commit?: string;
  addresses: string[];
}

const MARKS = { done: "✓", now: "…", later: "" } as const;

/**
 * Where a Publish is, step by step (checking, publishing, building, live), each with how long it
 * usually takes; once live, a link to each page published. The step now is also said in words to a
 * screen reader as it changes.
 */
export function PublishProgress({ step, commit, addresses, startedAt }: PublishProgressProps) {
  const at = PUBLISH_STEPS.findIndex((entry) => entry.step === step);
  const now = PUBLISH_STEPS[at]!;
  const live = step === "live";
  const seconds = useSecondsSince(startedAt, !live);
  return (
    <div className="mt-3">
      <ol aria-label="Publishing" className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {PUBLISH_STEPS.map((entry, index) => {
          const state = index < at || (live && index === at) ? "done" : index === at ? "now" : "later";
          return (
            <li
              key={entry.step}
              data-step={entry.step}
              data-state={state}
              aria-current={index === at ? "step" : undefined}
              className={state === "later" ? "text-slate-500" : "font-semibold"}
            >
              <span aria-hidden="true" className="mr-1 inline-block w-3">
                {MARKS[state]}
              </span>
              {entry.label}
            </li>
          );
        })}
      </ol>
      <p role="status" className="mt-1 text-sm">
        {live
          ? `Live: visitors see it now (${seconds} s after you pressed Publish).`
          : `${now.label}: ${now.usually}; ${seconds} s so far. ${step === "building" ? "You can leave this page: the site updates without you." : "Keep this page open until it is published."}`}
      </p>
      {live && addresses.length > 0 ? (
        <ul className="mt-1 text-sm">
          {addresses.map((address) => (
            <li key={address}>
              <a
                className="font-semibold text-blue-800 underline"
                href={`${address}?published=${commit?.slice(0, 12) ?? ""}`}
              >
                See {address} on the site
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Whole seconds since `start`, counted on each second while `ticking`, then kept. */
function useSecondsSince(start: number, ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return Math.max(0, Math.round((now - start) / 1000));
}
