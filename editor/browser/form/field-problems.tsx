import { errorId } from "@rjsf/utils";

interface FieldProblemsProps {
  id: string;
  errors: string[];
  warnings: string[];
  /** Writes the one likely fix the problem names ("Did you mean “/career”?"), where there is one. */
  onFix?: () => void;
}

/**
 * A field's problems in the validator's words, under it. The id is rjsf's error id, which every
 * input names in aria-describedby, so a screen reader reads the problem with the field. A problem
 * that asks "Did you mean …?" is answered in one tap, not retyped on a phone's keyboard.
 */
export function FieldProblems({ id, errors, warnings, onFix }: FieldProblemsProps) {
  if (errors.length === 0 && warnings.length === 0) return null;
  // rjsf may merge the same extra error into a field twice (once per update that re-merges them).
  const unique = [...new Set(errors)];
  return (
    <ul id={errorId(id)} className="flex flex-col gap-0.5 text-sm">
      {unique.map((message) => (
        <li key={message} className="font-semibold text-red-700" data-problem="error">
          {message}
        </li>
      ))}
      {warnings.map((message) => (
        <li key={message} className="text-amber-800" data-problem="warning">
          Warning: {message}
        </li>
      ))}
      {onFix ? (
        <li>
          <button
            type="button"
            onClick={onFix}
            className="mt-1 rounded-md border border-brand-700 px-3 py-1.5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Yes, use that
          </button>
        </li>
      ) : null}
    </ul>
  );
}
