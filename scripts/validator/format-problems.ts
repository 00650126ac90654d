import { codeFrameColumns } from "@babel/code-frame";
import type { Problem } from "./problem.ts";

/** The compact line editors and CI understand, then a short code frame and the hint. */
export function formatProblem(problem: Problem, text: string | undefined): string {
  const pointer = problem.pointer ? ` (${problem.pointer})` : "";
  const head = `${problem.file}:${problem.line}:${problem.column} ${problem.severity} ${problem.message}${pointer}`;
  const frame = text
    ? codeFrameColumns(
        text,
        { start: { line: problem.line, column: problem.column } },
        { linesAbove: 1, linesBelow: 1, highlightCode: false },
      )
    : "";
  const hint = problem.hint ? `  hint: ${problem.hint}` : "";
  return [head, indent(frame), hint].filter(Boolean).join("\n");
}

export function summary(problems: Problem[], fileCount: number): string {
  const errors = problems.filter((p) => p.severity === "error").length;
  const warnings = problems.length - errors;
  const counts = `${errors} ${errors === 1 ? "error" : "errors"}, ${warnings} ${warnings === 1 ? "warning" : "warnings"}`;
  return errors > 0 ? `✖ ${counts} in ${fileCount} files` : `✔ ${fileCount} files valid (${counts})`;
}

function indent(text: string): string {
  return text
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line) => `  ${line}`)
    .join("\n");
}
