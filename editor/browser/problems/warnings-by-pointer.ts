import type { FieldProblem } from "../storage/editor-api";

/** The validator's warnings by the field they are about: shown there, never blocking a save. */
export function warningsByPointer(problems: readonly FieldProblem[]): Record<string, string[]> {
  const byPointer: Record<string, string[]> = {};
  for (const problem of problems) {
    if (problem.severity === "warning") (byPointer[problem.pointer] ??= []).push(problem.message);
  }
  return byPointer;
}
