import clsx from "clsx";
import { Fragment } from "react";
import type { FieldError, RegisterOptions, UseFormRegister } from "react-hook-form";
import type { FormField } from "../generated/form";
import { fieldOptions, type OptionGroup } from "./field-options";
import { ownChoice, type FormValues } from "./form-values";
import { useFormWords, type FormWords } from "./form-words";
import { fillIn } from "../lib/fill-in";
import { countIn, numberIn } from "../lib/devanagari-digits";
import { usePageLanguage } from "../ui/page-language";
import { ContentText, useLangFor, useTextLanguage } from "../ui/text-language";
import type { PageLanguage } from "../content/translation/languages";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

interface FieldProps {
  field: FormField;
  /** The page's own course: a course select chooses it from the start. */
  course?: { title: string; category: string };
  /** The page's own service: service checkboxes have it ticked from the start. */
  service?: string;
  /** What a text field holds from the start (a question already written, which the visitor may change). */
  prefill?: string;
  /** The field's id: its control's, which its label names (a checkbox group's first box). */
  id: string;
  register: UseFormRegister<FormValues>;
  error: FieldError | undefined;
}

/** One labelled input, select, group of checkboxes or text area, registered with react-hook-form, with its error. */
export function Field({ field, course, service, prefill, id, register, error }: FieldProps) {
  const words = useFormWords();
  const language = usePageLanguage();
  const langOf = useTextLanguage();
  const langFor = useLangFor();
  // A choice is the catalogue's name (its group says its language) or the form's own (as its translation left it).
  const langOfChoice = (group: OptionGroup, option: string) => langFor(group.language) ?? langOf(option);
  const errorId = `${id}-error`;
  if (field.type === "checkboxes") {
    const chosen = ownChoice(field, { course, service });
    return (
      <fieldset aria-describedby={error ? errorId : undefined} className="sm:col-span-2">
        <legend className="block text-sm font-semibold text-slate-800">
          <ContentText>{field.label}</ContentText>
          <Required field={field} />
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {fieldOptions(field, words, course)
            .flatMap((group) => group.options.map((option) => ({ option, lang: langOfChoice(group, option) })))
            .map(({ option, lang }, index) => (
              <label
                key={option}
                lang={lang}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 has-[:checked]:(border-brand-600 bg-brand-50)"
              >
                <input
                  id={index === 0 ? id : undefined}
                  type="checkbox"
                  value={option}
                  defaultChecked={option === chosen}
                  aria-invalid={error ? true : undefined}
                  className="size-5 shrink-0 accent-brand-700"
                  {...register(field.name, rulesFor(field, words, language))}
                />
                {option}
              </label>
            ))}
        </div>
        {error ? (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {error.message}
          </p>
        ) : null}
      </fieldset>
    );
  }
  const common = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: "field-control",
    ...register(field.name, rulesFor(field, words, language)),
  };
  return (
    <div className={clsx(field.type === "textarea" && "sm:col-span-2")}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        <ContentText>{field.label}</ContentText>
        <Required field={field} />
      </label>
      {field.type === "select" ? (
        // defaultValue too: react-hook-form sets it only once the scripts run, the HTML needs it first.
        <select {...common} required={field.required} defaultValue={ownChoice(field, { course }) ?? ""}>
          <option value="" lang={langOf(field.placeholder)}>
            {field.placeholder ?? words.chooseOne}
          </option>
          {fieldOptions(field, words, course).map((group) => {
            const options = group.options.map((option) => (
              <option key={option} value={option} lang={group.label ? undefined : langOfChoice(group, option)}>
                {option}
              </option>
            ));
            return group.label ? (
              <optgroup key={group.label} label={group.label} lang={langFor(group.language)}>
                {options}
              </optgroup>
            ) : (
              <Fragment key="ungrouped">{options}</Fragment>
            );
          })}
        </select>
      ) : field.type === "textarea" ? (
        <textarea
          {...common}
          rows={field.rows ?? 4}
          placeholder={field.placeholder}
          required={field.required}
          defaultValue={prefill}
        />
      ) : (
        <input
          {...common}
          type={field.type}
          placeholder={field.placeholder}
          autoComplete={field.autocomplete}
          required={field.required}
          min={field.min}
          max={field.max}
          inputMode={field.type === "number" ? "numeric" : undefined}
        />
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

/** The mark of a field that must be filled in (the label says so to a screen reader by `required`). */
function Required({ field }: { field: FormField }) {
  return field.required ? (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  ) : null;
}

/**
 * The longest text a visitor can send in a text area: at three bytes a character (Devanagari), twice
 * over (the field and `all_answers`), it stays well inside the 50 KB a mail service takes at once.
 */
const LONGEST_TEXT = 4000;

function rulesFor(field: FormField, words: FormWords, language: PageLanguage): RegisterOptions<FormValues> {
  // The label without what it adds in brackets, as a sentence says it: "your résumé", "आफ्नो बायोडाटा".
  const name = field.label.replace(/\s*\(.*\)$/, "").toLowerCase();
  const say = (template: string, values: Record<string, string | number> = {}) =>
    fillIn(template, { field: name, ...values });
  const number = (n: number) => numberIn(language, n);
  const required = field.required ? say(field.type === "select" ? words.requiredChoice : words.required) : false;
  switch (field.type) {
    case "checkboxes":
      return {
        validate: (value) =>
          !field.required || (Array.isArray(value) ? value.length > 0 : value === true || typeof value === "string")
            ? true
            : fillIn(words.requiredBox, { field: name.replace(/s$/, "") }),
      };
    case "email":
      return { required, pattern: { value: EMAIL, message: words.invalidEmail } };
    case "tel":
      return { required, pattern: { value: PHONE, message: words.invalidPhone } };
    case "number":
      return {
        required,
        valueAsNumber: true,
        validate: (value) => (value === "" || Number.isFinite(value) ? true : say(words.notANumber)),
        min:
          field.min === undefined
            ? undefined
            : { value: field.min, message: say(words.atLeast, { min: number(field.min) }) },
        max:
          field.max === undefined
            ? undefined
            : { value: field.max, message: say(words.atMost, { max: number(field.max) }) },
      };
    case "textarea":
      return {
        required,
        maxLength: {
          value: LONGEST_TEXT,
          message: say(words.tooLong, { most: countIn(language, LONGEST_TEXT) }),
        },
      };
    default:
      return { required };
  }
}
