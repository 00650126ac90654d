import { useId, useRef } from "react";
import type { FieldProblem } from "../../documents/storage-contract";

interface PlacesListProps {
  /** The problems of one kind: the texts still to write, or those still another course's words. */
  problems: readonly FieldProblem[];
  /** What the list is, with its count after it: "Still to write". */
  heading: string;
  /** One line saying what the places have in common and what to do. */
  explanation: string;
  /** What a place is once put right: "written", "changed". */
  done: string;
  onShow: (pointer: string) => void;
}

/**
 * Places in the form of one kind of problem, named by where they are; choosing one goes there. The
 * list never moves under the author's finger: a place once listed keeps it, marked done once it is,
 * until the document is next opened; a new one joins at the end.
 */
export function PlacesList({ problems, heading, explanation, done, onShow }: PlacesListProps) {
  const id = useId();
  // Each place in the order first listed (a Map keeps it); the same pointers each render, so adding is idempotent.
  const listed = useRef(new Map<string, string>());
  for (const problem of problems)
    if (!listed.current.has(problem.pointer)) listed.current.set(problem.pointer, problem.place);
  const open = new Map(problems.map((problem) => [problem.pointer, problem.place]));
  if (listed.current.size === 0) return null;
  return (
    <div className="mt-3 border-t border-slate-200 pt-2">
      <h3 id={id} className="text-sm font-bold">
        {heading} ({problems.length})
      </h3>
      <p className="text-xs text-slate-600">{explanation}</p>
      <ul aria-labelledby={id} className="mt-1 grid max-h-48 gap-1 overflow-y-auto">
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
                {place} <span className="sr-only">(</span>
                {done}
                <span className="sr-only">)</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
