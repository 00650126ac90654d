import type { FormDefinition } from "../generated/form";

/** What a form holds, by field name: text, a number, a chosen file, or nothing yet. */
export type FormValues = Record<string, string | number | File | null | undefined>;

/** Every field except files, as text, under its own name (the e-mail template's param names). */
export function textValues(definition: FormDefinition, values: FormValues): Record<string, string> {
  const fields = definition.fields.filter((field) => field.type !== "file");
  return Object.fromEntries(fields.map((field) => [field.name, String(values[field.name] ?? "")]));
}
