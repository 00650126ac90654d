import type { FormDefinition } from "../generated/form";
import type { SiteSettings } from "../generated/site";
import { onceEach } from "../lib/once-each";
import { loadPart } from "../runtime/load-part";
import type { PageLanguage } from "./translation/languages";
import type { EnglishMark } from "./translation/translated-page";
// The valid form definitions of pages/_forms/, in each language: only the form code imports this, so
// only its chunk carries the loaders, and a page loads only its own language's forms.
import { inLanguage } from "virtual:forms";

export type FormId = FormDefinition["id"];

/** Every form and the words every form says, in one language. */
export interface FormsOfLanguage {
  forms: (FormDefinition & EnglishMark)[];
  words: SiteSettings["formWords"];
}

/**
 * Every form in a language (pages/ne/_forms/ laid over the English), with the words every form says
 * (pages/_site.json's "formWords"), loaded once; `use` reads a loaded one at once.
 */
export const formsInLanguage: (language: PageLanguage) => Promise<FormsOfLanguage> = onceEach(
  (language: PageLanguage) =>
    loadPart(inLanguage[language]).then((module) => ({ forms: module.forms, words: module.formWords })),
);

export function formDefinition<T extends FormDefinition>(forms: T[], id: FormId): T {
  const definition = forms.find((form) => form.id === id);
  if (!definition) throw new Error(`No valid form definition pages/_forms/${id}.json`);
  return definition;
}
