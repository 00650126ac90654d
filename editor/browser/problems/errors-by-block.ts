import { blockIndexOf } from "../fields/block-index-of";
import type { FieldProblem } from "../storage/editor-api";

/** How many errors each page block has, by its index: a closed panel still shows it has some. */
export function errorsByBlock(problems: readonly FieldProblem[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const problem of problems) {
    const block = problem.severity === "error" ? blockIndexOf(problem.pointer) : undefined;
    if (block !== undefined) counts[block] = (counts[block] ?? 0) + 1;
  }
  return counts;
}
