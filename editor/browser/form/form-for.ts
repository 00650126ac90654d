import type { RJSFSchema, ValidatorType } from "@rjsf/utils";
import { createPrecompiledValidator } from "@rjsf/validator-ajv8";
import type { DocumentKind } from "../../documents/storage-contract";

/** The kinds of document edited with a form drawn from their schema (a translation is edited beside its English page). */
export type FormKind = Exclude<DocumentKind, "translation">;

/** The form a kind of document is edited with: its schema, and rjsf's validator compiled for it. */
export interface DocumentFormSchema {
  schema: RJSFSchema;
  validator: ValidatorType;
}

// Made when the editor is built (editor/server/vite-plugin-editor-forms.ts), and loaded with the
// first document of each kind.
const MODULES = {
  page: () => import("virtual:editor-form/page"),
  course: () => import("virtual:editor-form/course"),
  service: () => import("virtual:editor-form/service"),
  site: () => import("virtual:editor-form/site"),
  form: () => import("virtual:editor-form/form"),
} satisfies Record<FormKind, unknown>;

const forms = new Map<FormKind, Promise<DocumentFormSchema>>();

export function formFor(kind: FormKind): Promise<DocumentFormSchema> {
  let form = forms.get(kind);
  if (!form) {
    form = MODULES[kind]().then(({ schema, validateFns }) => ({
      schema,
      validator: createPrecompiledValidator(validateFns, schema),
    }));
    form.catch(() => forms.delete(kind));
    forms.set(kind, form);
  }
  return form;
}
