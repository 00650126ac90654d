import { errorId } from "@rjsf/utils";

/**
 * A field's problems in the validator's words, under it. The id is rjsf's error id, which every
 * input names in aria-describedby, so a screen reader reads the problem with the field.
 */
export function FieldProblems({ id, errors, warnings }: { id: string; errors: string[]; warnings: string[] }) {
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
    </ul>
  );
}
