import { courses, services } from "../content/catalogue";
import type { FormField } from "../generated/form";

/** A select's choices: every course or service title, derived from the pages, then the extras. */
export function fieldOptions(field: FormField): string[] {
  if (!field.options) return [];
  const list = field.options.from === "courses" ? courses : services;
  return [...list.map((entry) => entry.title), ...(field.options.extra ?? [])];
}
