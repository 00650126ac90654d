import type { AddressMove, FieldProblem } from "../../documents/storage-contract";

/** What the last press of Save came to. */
export type SaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  /** `move`: the page moved to a new address, and the editor with it. */
  | { kind: "saved"; path?: string; move?: AddressMove }
  /** Errors remain: the first one is the field to fix. */
  | { kind: "refused"; first: FieldProblem; errors: number }
  /** The file changed on disk since it was opened; `canChoose`: its fields can be chosen one by one. */
  | { kind: "conflict"; message: string; canChoose: boolean }
  | { kind: "failed"; message: string };

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
