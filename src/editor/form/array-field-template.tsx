import { descriptionId, type ArrayFieldTemplateProps } from "@rjsf/utils";
import { fieldLabel } from "../field-label";

/** A list (questions, class times, points): its entries and a button that adds one at the end. */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, fieldPathId, schema, required, disabled, readonly } = props;
  const path = fieldPathId.path;
  const label = fieldLabel(path);
  const entry = fieldLabel([...path, 0])
    .replace(/ 1$/, "")
    .toLowerCase();
  return (
    <fieldset
      id={fieldPathId.$id}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-300 bg-white p-3 sm:p-4"
    >
      <legend className="px-1 font-semibold">
        {label}
        {required ? <span className="font-normal text-slate-500"> (required)</span> : null}
      </legend>
      {schema.description ? (
        <p id={descriptionId(fieldPathId)} className="-mt-2 text-sm text-slate-600 [overflow-wrap:anywhere]">
          {schema.description}
        </p>
      ) : null}
      {items.length > 0 ? (
        <div className="flex flex-col gap-3">{items}</div>
      ) : (
        <p className="text-sm text-slate-500">None yet.</p>
      )}
      {canAdd ? (
        <button
          type="button"
          onClick={onAddClick}
          disabled={disabled || readonly}
          className="self-start rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Add {entry}
          <span className="sr-only"> to {label}</span>
        </button>
      ) : null}
    </fieldset>
  );
}
