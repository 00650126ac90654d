import type { FormDefinition, FormId } from "../generated/form";

/**
 * What each form is called in a sentence ("your course inquiry"), to visitors and staff alike, and
 * the subject it is mailed under with no script. The page editor's choice of a form
 * (`schema/form-id.schema.json`) names them the same, capitalised.
 */
export const FORM_NAMES: Record<FormId, string> = {
  enrolment: "enrolment form",
  "course-inquiry": "course inquiry",
  "service-inquiry": "service inquiry",
  career: "job application",
};

/** A form's name in a sentence, from an id as another build may have written it (itself, where unknown). */
export const formNameOf = (id: string): string => FORM_NAMES[id as FormId] ?? id;

/** A form's name at the start of a sentence, or as a title: "Job application". */
export function formTitle(id: FormId): string {
  const name = FORM_NAMES[id];
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Where a form goes when it is sent without the page's scripts (scripts off, or failed to load): a
 * static host has nothing to receive a POST, so it is addressed to the company's mailbox. Sent by
 * POST as text/plain, the browser hands the visitor's e-mail app a message whose body is the fields,
 * one "name=value" a line; nothing reaches a server, the address bar or the history, and the page,
 * with what was typed, stays as it was (README, "Forms: where submissions go").
 */
export function noScriptAction(definition: FormDefinition, mailbox: string): string {
  const subject = definition.ownMail?.subject ?? formTitle(definition.id);
  return `mailto:${mailbox}?subject=${encodeURIComponent(subject)}`;
}
