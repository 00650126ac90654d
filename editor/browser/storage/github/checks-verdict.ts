import type { CheckRuns } from "./github-shapes";

/** How a finished check may end and still let the draft through. */
const PASSED = new Set(["success", "neutral", "skipped"]);

export const CHECKS_NOT_STARTED = "The site's checks have not started on your draft yet; publish again in a minute.";
export const CHECKS_RUNNING = "The site's checks are still running on your draft; publish again in a minute.";

/**
 * Why the draft may not be published yet, in words for its author, or undefined once every check on its
 * latest save has passed. No check at all is "not started" when checks are required: GitHub lists a
 * check only once its run was queued, some seconds after the save.
 */
export function checksVerdict(
  { check_runs: runs }: CheckRuns,
  { required, address }: { required: boolean; address: string },
): string | undefined {
  if (runs.length === 0) return required ? CHECKS_NOT_STARTED : undefined;
  if (runs.some((run) => run.status !== "completed")) return CHECKS_RUNNING;
  const failed = [...new Set(runs.filter((run) => !PASSED.has(run.conclusion ?? "")).map((run) => run.name))];
  if (failed.length === 0) return undefined;
  return `The site's checks found a problem: ${failed.join(", ")}. Nothing was published: see what they found at ${address}, correct the page, save it and publish again.`;
}
