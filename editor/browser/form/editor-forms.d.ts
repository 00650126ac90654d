// The modules editor/server/vite-plugin-editor-forms.ts makes: one per kind of document.
declare module "virtual:editor-form/*" {
  import type { RJSFSchema } from "@rjsf/utils";
  import type { ValidatorFunctions } from "@rjsf/validator-ajv8";
  export const schema: RJSFSchema;
  export const validateFns: ValidatorFunctions;
}
