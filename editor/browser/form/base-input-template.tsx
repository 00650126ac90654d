import { ariaDescribedByIds, getInputProps, type BaseInputTemplateProps } from "@rjsf/utils";
import type { ChangeEvent } from "react";

// Inputs whose value is text: emptied while required, they keep "" (see below). A time too.
const TEXT_TYPES = new Set(["text", "email", "url", "tel", "search", "time", "date"]);

/** The schema's first example, as a placeholder that shows what to write. */
export function examplePlaceholder(schema: { examples?: unknown }): string | undefined {
  const first = Array.isArray(schema.examples) ? (schema.examples[0] as unknown) : undefined;
  return typeof first === "string" || typeof first === "number" ? String(first) : undefined;
}

/** A value a field may take, and what it is, when the value alone says little (a page's title beside its address). */
export interface Choice {
  value: string;
  label?: string;
}

/**
 * A number is typed as text, as GOV.UK Frontend asks for one (a number input would drop what it
 * cannot read, and change with a scroll), with the phone's keypad of digits.
 */
const KEYPAD: Record<string, "numeric" | "decimal"> = { integer: "numeric", number: "decimal" };

/**
 * An <input> for text and numbers. Emptying a required text leaves "" (the validator then says it
 * is empty, and the key keeps its place in the file); emptying an optional one removes the field.
 * `options.suggestions` are offered as the author types (a <datalist>, each value with what it is), never imposed.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, required, readonly, disabled, placeholder, options, schema, type, rawErrors } = props;
  const { onChange, onBlur, onFocus, onChangeOverride } = props;
  const inputProps = getInputProps(schema, type, options);
  const isText = TEXT_TYPES.has(inputProps.type ?? "text");
  const shown = value === undefined || value === null ? "" : value;
  const suggestions = Array.isArray(options.suggestions) ? (options.suggestions as Choice[]) : [];
  const listId = `${id}-suggestions`;
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    if (next !== "") onChange(next);
    else onChange(options.emptyValue !== undefined ? options.emptyValue : isText && required ? "" : undefined);
  };
  return (
    <>
      <input
        id={id}
        name={htmlName ?? id}
        {...inputProps}
        list={suggestions.length > 0 ? listId : undefined}
        inputMode={typeof schema.type === "string" ? KEYPAD[schema.type] : undefined}
        value={shown as string | number}
        placeholder={placeholder || examplePlaceholder(schema)}
        readOnly={readonly}
        disabled={disabled}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={onChangeOverride ?? change}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 aria-[invalid=true]:border-red-600"
      />
      {suggestions.length > 0 ? (
        <datalist id={listId}>
          {suggestions.map(({ value, label }) => (
            <option key={value} value={value} label={label} />
          ))}
        </datalist>
      ) : null}
    </>
  );
}
