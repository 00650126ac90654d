import type { MultiSchemaFieldTemplateProps } from "@rjsf/utils";

/**
 * A choice of schemas (which kind of block, which kind of form action) is decided by the data's
 * "type" or "kind": the form shows the chosen option's fields, not a drop-down that would swap
 * a block's kind and drop what was written in it.
 */
export function MultiSchemaTemplate({ optionSchemaField }: MultiSchemaFieldTemplateProps) {
  return optionSchemaField;
}
