import { descriptionId, type ArrayFieldTemplateProps } from "@rjsf/utils";
import { fieldLabel } from "../fields/field-label";
import { FieldHelp, RequiredMark } from "./field-template";
import { limitWords } from "../problems/limit-words";
import { listNoun } from "../fields/list-noun";
import { ListContext, useBlockType } from "./form-contexts";

const article = (noun: string) => `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`;

/**
 * A list (questions, class times, points): how many entries it takes, its entries, and a button
 * that adds one at the end, which says why when the list is full rather than vanishing.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, fieldPathId, schema, required, disabled, readonly, formData } = props;
  const path = fieldPathId.path;
  const blockType = useBlockType(path);
  const label = fieldLabel(path, blockType);
  const noun = listNoun(path, blockType) ?? {
    one: fieldLabel([...path, 0], blockType)
      .replace(/ 1$/, "")
      .toLowerCase(),
    many: label.toLowerCase(),
  };
  const limit = limitWords(schema.minItems, schema.maxItems, noun);
  const full = schema.maxItems !== undefined && items.length >= schema.maxItems;
  const limitId = `${fieldPathId.$id}-limit`;
  const fullId = `${fieldPathId.$id}-full`;
  return (
    <fieldset
      id={fieldPathId.$id}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-300 bg-white p-3 sm:p-4"
    >
      <legend className="px-1 font-semibold">
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <FieldHelp id={descriptionId(fieldPathId)} schema={schema} className="-mt-2" />
      {limit ? (
        <p id={limitId} className="-mt-2 text-sm font-semibold text-slate-700" data-limit>
          {limit}.
        </p>
      ) : null}
      {items.length > 0 ? (
        <ListContext value={Array.isArray(formData) ? formData : []}>
          <div className="flex flex-col gap-3">{items}</div>
        </ListContext>
      ) : (
        <p className="text-sm text-slate-500">None yet.</p>
      )}
      {canAdd || full ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <button
            type="button"
            onClick={onAddClick}
            disabled={full || disabled || readonly}
            aria-describedby={full ? fullId : limit ? limitId : undefined}
            className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-500 disabled:hover:bg-transparent"
          >
            Add {noun.one}
            <span className="sr-only"> to {label}</span>
          </button>
          {full ? (
            <span id={fullId} className="text-sm text-slate-600">
              The list is full: remove {article(noun.one)} to add another.
            </span>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
