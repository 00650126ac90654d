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

/**
 * Every problem as formatProblem writes it, but those that come many to a file as one entry per file, a
 * line each: a new draft has twenty or so texts still to write, and a new course starts with a dozen of
 * its category's first course's words, which would otherwise bury everything else.
 */
export function formatProblems(problems: Problem[], texts: ReadonlyMap<string, string>): string[] {
  const groups = new Map<string, Problem[]>();
  for (const problem of problems) {
    const key = groupOf(problem);
    if (key) groups.set(key, [...(groups.get(key) ?? []), problem]);
  }
  return problems.flatMap((problem) => {
    const key = groupOf(problem);
    if (!key) return [formatProblem(problem, texts.get(problem.file))];
    const group = groups.get(key) ?? [];
    if (group[0] !== problem) return [];
    const head = `${problem.file}:${problem.line}:${problem.column} warning ${groupHead(group)}`;
    return [[head, ...group.map((p) => `  ${p.file}:${p.line}:${p.column}  ${p.pointer}`)].join("\n")];
  });
}

/** The group a problem is written in, by file and kind (and the course whose words it has), if it is in one. */
function groupOf(problem: Problem): string | undefined {
  if (isDraftText(problem)) return `${problem.file} to write`;
  if (problem.code === "sameWordsAsCourse") return `${problem.file} ${problem.message}`;
  return undefined;
}

function groupHead(group: Problem[]): string {
  const [first] = group;
  if (isDraftText(first!)) {
    return `A draft with ${count(group.length, "text")} still to write; the build leaves it out until they are written and it is published.`;
  }
  const whose = first!.message.replace(/^These are /, "").replace(/\.$/, "");
  return `${count(group.length, "text")} ${group.length === 1 ? "is" : "are"} ${whose}: a new course starts from its category's first course, so write this course's own where they are not true of it.`;
}

export function summary(problems: Problem[], fileCount: number): string {
  const errors = problems.filter((p) => p.severity === "error").length;
  const toWrite = problems.filter(isDraftText);
  const warnings = problems.length - errors - toWrite.length;
  const drafts = new Set(toWrite.map((p) => p.file)).size;
  const counts = `${count(errors, "error")}, ${count(warnings, "warning")}`;
  const head = errors > 0 ? `✖ ${counts} in ${fileCount} files` : `✔ ${fileCount} files valid (${counts})`;
  return drafts > 0 ? `${head}; ${count(toWrite.length, "text")} still to write in ${count(drafts, "draft")}` : head;
}

/** A text still to write in a draft: a reminder, not a fault. */
export function isDraftText(problem: Problem): boolean {
  return problem.code === "unwrittenText" && problem.severity === "warning";
}

function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function indent(text: string): string {
  return text
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line) => `  ${line}`)
    .join("\n");
}
