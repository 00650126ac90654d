// The module editor/server/vite-plugin-editor-site-rules.ts makes.
declare module "virtual:editor-site-rules" {
  import type { ValidateFunction } from "ajv";
  import type { SchemaName } from "../../../../scripts/content-layout/content-layout";
  import type { IconSetPrefix } from "../../../../scripts/validator/icon-names";
  import type { AddressRule } from "../../../documents/site-copy";
  export const validators: Record<SchemaName, ValidateFunction>;
  export const tags: Record<string, string[]>;
  export const iconNames: Record<IconSetPrefix, string[]>;
  export const addressRule: AddressRule;
}
