import type { CheckRuns } from "./github-shapes";

/** How a finished check may end and still let the draft through. */
const PASSED = new Set(["success", "neutral", "skipped"]);

export const CHECKS_NOT_STARTED = "The site's checks have not started on your draft yet; publish again in a minute.";

/** The site's checks on one commit: all passed, some still to come or to finish, or one failed (in words). */
export type ChecksVerdict = { kind: "passed" } | { kind: "waiting" } | { kind: "failed"; message: string };

/**
 * The site's checks on the draft's latest save, for its author. No check at all is still to come when
 * checks are required: GitHub lists a check only once its run was queued, some seconds after the save.
 */
export function checksVerdict(
  { check_runs: runs }: CheckRuns,
  { required, address }: { required: boolean; address: string },
): ChecksVerdict {
  if (runs.length === 0) return required ? { kind: "waiting" } : { kind: "passed" };
  if (runs.some((run) => run.status !== "completed")) return { kind: "waiting" };
  const failed = [...new Set(runs.filter((run) => !PASSED.has(run.conclusion ?? "")).map((run) => run.name))];
  if (failed.length === 0) return { kind: "passed" };
  return {
    kind: "failed",
    message: `The site's checks found a problem: ${failed.join(", ")}. Nothing was published: see what they found at ${address}, correct the page, save it and publish again.`,
  };
}
