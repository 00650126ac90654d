import type { FieldProblem } from "../../documents/storage-contract";
import { PlacesList } from "./places-list";

interface ProblemSummaryProps {
  problems: readonly FieldProblem[];
  checked: boolean;
  failure?: string;
  onShow: (pointer: string) => void;
}

/**
 * Every problem of the document, errors first, then the texts still to write (warnings in a draft,
 * errors once published), then a new course's texts still another course's; choosing one moves to its field.
 */
export function ProblemSummary({ problems, checked, failure, onShow }: ProblemSummaryProps) {
  const toWrite = problems.filter((problem) => problem.code === "unwrittenText");
  const borrowed = problems.filter((problem) => problem.code === "sameWordsAsCourse");
  const others = problems.filter((problem) => problem.code !== "unwrittenText" && problem.code !== "sameWordsAsCourse");
  const errors = others.filter((problem) => problem.severity === "error");
  const warnings = others.filter((problem) => problem.severity === "warning");
  const blocking = problems.filter((problem) => problem.severity === "error").length;
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const counts = [
    errors.length ? count(errors.length, "error") : "",
    toWrite.length ? `${count(toWrite.length, "text")} still to write` : "",
    borrowed.length ? `${count(borrowed.length, "text")} still another course's` : "",
    warnings.length ? count(warnings.length, "warning") : "",
  ].filter(Boolean);
  const summary = !checked
    ? "Checking…"
    : problems.length === 0
      ? "No problems found."
      : `${counts.slice(0, -1).join(", ")}${counts.length > 1 ? " and " : ""}${counts.at(-1)}.`;
  const advice =
    blocking === 0
      ? ""
      : errors.length > 0
        ? " Fix the errors to save; warnings may stay."
        : ` Write ${toWrite.length === 1 ? "it" : "them"} to save: a published page cannot keep the template's words.`;
  return (
    <section
      aria-labelledby="problems-heading"
      className={`rounded-lg border p-4 ${blocking ? "border-red-300 bg-red-50" : "border-slate-300 bg-white"}`}
    >
      <h2 id="problems-heading" className="font-bold">
        Problems
      </h2>
      <p aria-live="polite" className="text-sm" data-problem-count={checked ? blocking : undefined}>
        {summary}
        {advice}
      </p>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          The check could not be made: {failure}
        </p>
      ) : null}
      {others.length > 0 ? (
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
      <PlacesList
        problems={toWrite}
        heading="Still to write"
        explanation="These texts still have the template's words. Choose one to write it."
        done="written"
        onShow={onShow}
      />
      <PlacesList
        problems={borrowed}
        heading="Still another course's words"
        explanation="A new course starts from its category's first course. Change each text not true of this course; one that is may stay."
        done="changed"
        onShow={onShow}
      />
    </section>
  );
}
