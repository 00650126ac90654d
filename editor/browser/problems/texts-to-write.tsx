import type { FieldProblem } from "../../documents/storage-contract";

interface TextsToWriteProps {
  /** The validator's problems about texts still to write ("unwrittenText"). */
  problems: readonly FieldProblem[];
  onShow: (pointer: string) => void;
}

/** Every text that still has the template's words, named by where it is in the form; choosing one goes there. */
export function TextsToWrite({ problems, onShow }: TextsToWriteProps) {
  if (problems.length === 0) return null;
  return (
    <div className="mt-3 border-t border-slate-200 pt-2">
      <h3 id="texts-to-write-heading" className="text-sm font-bold">
        Still to write ({problems.length})
      </h3>
      <p className="text-xs text-slate-600">
        These texts still have the template&apos;s words. Choose one to write it.
      </p>
      <ul aria-labelledby="texts-to-write-heading" className="mt-1 grid max-h-48 gap-1 overflow-y-auto">
        {problems.map((problem) => (
          <li key={problem.pointer}>
            <button
              type="button"
              onClick={() => onShow(problem.pointer)}
              className="text-left text-sm text-amber-900 underline decoration-dotted hover:decoration-solid"
            >
              {problem.place}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
