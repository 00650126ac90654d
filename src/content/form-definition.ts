import type { FormDefinition } from "../generated/form";
// The valid form definitions of pages/_forms/: only the form code imports this, so only its chunk
// carries them.
import { forms } from "virtual:forms";

export type FormId = FormDefinition["id"];

export function formDefinition(id: FormId): FormDefinition {
  const definition = forms.find((form) => form.id === id);
  if (!definition) throw new Error(`No valid form definition pages/_forms/${id}.json`);
  return definition;
}
