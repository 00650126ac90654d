import { useRef } from "react";
import type { FieldProblem } from "../../documents/storage-contract";

interface TextsToWriteProps {
  /** The validator's problems about texts still to write ("unwrittenText"). */
  problems: readonly FieldProblem[];
  onShow: (pointer: string) => void;
}

/**
 * Every text that still has the template's words, named by where it is in the form; choosing one goes
 * there. The list never moves under the author's finger: a text once listed keeps its place, marked
 * written once it is, until the document is next opened; a new one joins at the end.
 */
export function TextsToWrite({ problems, onShow }: TextsToWriteProps) {
  // Each text in the order first listed (a Map keeps it); the same pointers each render, so adding is idempotent.
  const listed = useRef(new Map<string, string>());
  for (const problem of problems)
    if (!listed.current.has(problem.pointer)) listed.current.set(problem.pointer, problem.place);
  const open = new Map(problems.map((problem) => [problem.pointer, problem.place]));
  if (listed.current.size === 0) return null;
  return (
    <div className="mt-3 border-t border-slate-200 pt-2">
      <h3 id="texts-to-write-heading" className="text-sm font-bold">
        Still to write ({problems.length})
      </h3>
      <p className="text-xs text-slate-600">
        These texts still have the template&apos;s words. Choose one to write it.
      </p>
      <ul aria-labelledby="texts-to-write-heading" className="mt-1 grid max-h-48 gap-1 overflow-y-auto">
        {[...listed.current].map(([pointer, place]) => (
          <li key={pointer}>
            {open.has(pointer) ? (
              <button
                type="button"
                onClick={() => onShow(pointer)}
                className="text-left text-sm text-amber-900 underline decoration-dotted hover:decoration-solid"
              >
                {open.get(pointer)}
              </button>
            ) : (
              <span className="text-sm text-slate-600">
                <span aria-hidden="true">✓ </span>
                {place} <span className="sr-only">(</span>written<span className="sr-only">)</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
