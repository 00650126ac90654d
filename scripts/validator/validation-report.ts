import { formatProblems, summary } from "./format-problems.ts";
import type { ValidationResult } from "./validate-pages.ts";

export interface ValidationReport {
  /** What `npm run validate` prints: each problem with its code frame and a summary, or JSON. */
  output: string;
  /** False when any problem is an error: the command then exits 1. */
  ok: boolean;
}

/** What `npm run validate` prints for a validation result, and whether it passes. */
export function validationReport({ problems, texts }: ValidationResult, { json = false } = {}): ValidationReport {
  const ok = !problems.some((problem) => problem.severity === "error");
  if (json) return { ok, output: `${JSON.stringify({ ok, files: texts.size, problems }, null, 2)}\n` };
  const lines = formatProblems(problems, texts).map((entry) => `${entry}\n\n`);
  return { ok, output: `${lines.join("")}${summary(problems, texts.size)}\n` };
}
