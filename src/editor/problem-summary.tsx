import type { FieldProblem } from "./editor-api";

interface ProblemSummaryProps {
  problems: readonly FieldProblem[];
  checked: boolean;
  failure?: string;
  onShow: (pointer: string) => void;
}

/** Every problem of the document, errors first; choosing one moves to its field. */
export function ProblemSummary({ problems, checked, failure, onShow }: ProblemSummaryProps) {
  const errors = problems.filter((problem) => problem.severity === "error");
  const warnings = problems.filter((problem) => problem.severity === "warning");
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const summary = !checked
    ? "Checking…"
    : problems.length === 0
      ? "No problems found."
      : [errors.length ? count(errors.length, "error") : "", warnings.length ? count(warnings.length, "warning") : ""]
          .filter(Boolean)
          .join(" and ");
  return (
    <section
      aria-labelledby="problems-heading"
      className={`rounded-lg border p-4 ${errors.length ? "border-red-300 bg-red-50" : "border-slate-300 bg-white"}`}
    >
      <h2 id="problems-heading" className="font-bold">
        Problems
      </h2>
      <p aria-live="polite" className="text-sm" data-problem-count={checked ? errors.length : undefined}>
        {summary}
        {errors.length ? " Fix the errors to save; warnings may stay." : ""}
      </p>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          The check could not be made: {failure}
        </p>
      ) : null}
      {problems.length > 0 ? (
        <ul className="mt-2 grid max-h-48 gap-1 overflow-y-auto">
          {[...errors, ...warnings].map((problem, index) => (
            <li key={`${problem.pointer}-${index}`}>
              <button
                type="button"
                onClick={() => onShow(problem.pointer)}
                className={`text-left text-sm underline decoration-dotted hover:decoration-solid ${problem.severity === "error" ? "text-red-800" : "text-amber-900"}`}
              >
                {problem.severity === "warning" ? "Warning: " : ""}
                {problem.place ? <span className="font-semibold">{problem.place}: </span> : null}
                {problem.message}
              </button>
              {problem.hint ? <span className="block pl-3 text-xs text-slate-600">{problem.hint}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
