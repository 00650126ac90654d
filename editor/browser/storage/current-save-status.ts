import type { FieldProblem } from "./editor-api";
import type { SaveStatus } from "./save-status";

/**
 * The outcome of Save as it stands now: a refusal counts the errors the last check found, names
 * the first of them, and is gone once the last one is fixed, rather than saying "2 errors remain"
 * about errors the author has since put right.
 */
export function currentSaveStatus(status: SaveStatus, problems: readonly FieldProblem[]): SaveStatus {
  if (status.kind !== "refused") return status;
  const errors = problems.filter((problem) => problem.severity === "error");
  return errors.length === 0 ? { kind: "idle" } : { kind: "refused", first: errors[0], errors: errors.length };
}
