import { blockIndexOf } from "../fields/field-pointer-of";
import type { FieldProblem } from "../../documents/storage-contract";

/** How many errors each page block has, by its index: a closed panel still shows it has some. */
export function errorsByBlock(problems: readonly FieldProblem[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const problem of problems) {
    const block = problem.severity === "error" ? blockIndexOf(problem.pointer) : undefined;
    if (block !== undefined) counts[block] = (counts[block] ?? 0) + 1;
  }
  return counts;
}

/** The validator's warnings by the field they are about: shown there, never blocking a save. */
export function warningsByPointer(problems: readonly FieldProblem[]): Record<string, string[]> {
  const byPointer: Record<string, string[]> = {};
  for (const problem of problems) {
    if (problem.severity === "warning") (byPointer[problem.pointer] ??= []).push(problem.message);
  }
  return byPointer;
}

/** The one value that puts a field's problem right, by the field: it offers to write it ("Yes, use that"). */
export function fixesByPointer(problems: readonly FieldProblem[]): Record<string, string> {
  return Object.fromEntries(problems.flatMap(({ pointer, fix }) => (fix === undefined ? [] : [[pointer, fix]])));
}
