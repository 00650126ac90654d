import type { FormDefinition } from "../generated/form";
import { fieldOptions } from "./field-options";
import type { FormWords } from "./form-words";

/** Between the boxes ticked, in the e-mail: titles have commas ("CRM, HR & Payroll"), none a semicolon. */
const TICKED_SEPARATOR = "; ";

/** What a form holds, by field name: text, a number, the boxes ticked, a chosen file, or nothing yet. */
export type FormValues = Record<string, string | number | string[] | boolean | File | null | undefined>;

/** Every field except files, as text, under its own name (the e-mail template's param names); the boxes ticked, by semicolons. */
export function textValues(definition: FormDefinition, values: FormValues): Record<string, string> {
  const fields = definition.fields.filter((field) => field.type !== "file");
  return Object.fromEntries(fields.map((field) => [field.name, asText(values[field.name])]));
}

function asText(value: FormValues[string]): string {
  if (Array.isArray(value)) return value.join(TICKED_SEPARATOR);
  // One box of a group, ticked (react-hook-form gives a single box's value as it is), or none.
  if (typeof value === "boolean") return "";
  return String(value ?? "");
}

/** Fields as text (a draft, a submission given back) as the form holds them: a group's boxes ticked, from that text. */
export function formValuesOf(
  definition: FormDefinition,
  text: Record<string, string>,
  words: Pick<FormWords, "anotherCourse">,
): FormValues {
  return Object.fromEntries(
    Object.entries(text).map(([name, value]) => {
      const field = definition.fields.find((each) => each.name === name);
      if (field?.type !== "checkboxes") return [name, value];
      const ticked = `${TICKED_SEPARATOR}${value}${TICKED_SEPARATOR}`;
      const options = fieldOptions(field, words).flatMap((group) => group.options);
      return [name, options.filter((option) => ticked.includes(`${TICKED_SEPARATOR}${option}${TICKED_SEPARATOR}`))];
    }),
  );
}
