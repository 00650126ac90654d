import type { FormDefinition } from "../generated/form";

// The form definitions in pages/_forms/ (validated at build time), bundled with the form code only.
const modules = import.meta.glob<FormDefinition>("/pages/_forms/*.json", { eager: true, import: "default" });

export type FormId = FormDefinition["id"];

export function formDefinition(id: FormId): FormDefinition {
  const definition = Object.values(modules).find((form) => form.id === id);
  if (!definition) throw new Error(`No form definition pages/_forms/${id}.json`);
  return definition;
}
