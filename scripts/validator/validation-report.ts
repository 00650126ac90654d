import { formatProblems, summary } from "./format-problems.ts";
import { githubAnnotations } from "./github-annotations.ts";
import type { ValidationResult } from "./validate-texts.ts";

/** text: for people; json: for machines; github: annotations a GitHub Actions run shows on the pull request. */
export type ReportFormat = "text" | "json" | "github";

export interface ValidationReport {
  /** What `npm run validate` prints: each problem with its code frame and a summary, or JSON. */
  output: string;
  /** False when any problem is an error: the command then exits 1. */
  ok: boolean;
}

/** What `npm run validate` prints for a validation result, and whether it passes. */
export function validationReport(
  { problems, texts }: ValidationResult,
  { format = "text" }: { format?: ReportFormat } = {},
): ValidationReport {
  const ok = !problems.some((problem) => problem.severity === "error");
  if (format === "json") return { ok, output: `${JSON.stringify({ ok, files: texts.size, problems }, null, 2)}\n` };
  // On GitHub the annotations come first; the log keeps the code frames for whoever opens it.
  const annotations = format === "github" ? githubAnnotations(problems).map((line) => `${line}\n`) : [];
  const lines = formatProblems(problems, texts).map((entry) => `${entry}\n\n`);
  return { ok, output: `${annotations.join("")}${lines.join("")}${summary(problems, texts.size)}\n` };
}
