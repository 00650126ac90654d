import type { FormDefinition, FormField } from "../generated/form";
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

/** What a form starts with on its page: its own course, its own service, a question already written. */
export interface PageStart {
  /** The page's own course: a course choice selects it, a course box is ticked. */
  course?: { title: string; category: string };
  /** The page's own service: a service box is ticked. */
  service?: string;
  /** What text fields hold from the start, by name. */
  prefill?: Record<string, string>;
}

/** The choice a field makes from the start on its page: the page's own course, or its own service (for a group of boxes). */
export function ownChoice(field: FormField, { course, service }: PageStart): string | undefined {
  if (field.options?.from === "courses") return course?.title;
  return field.type === "checkboxes" ? service : undefined;
}

/** Every field as a fresh form on its page has it: empty, but for the page's own choice and question. */
export function freshValues(definition: FormDefinition, start: PageStart): FormValues {
  return Object.fromEntries(
    definition.fields.map((field) => {
      const own = ownChoice(field, start);
      if (field.type === "file") return [field.name, null];
      if (field.type === "checkboxes") return [field.name, own ? [own] : []];
      return [field.name, own ?? start.prefill?.[field.name] ?? ""];
    }),
  );
}
