import type { RJSFSchema } from "@rjsf/utils";
import { segmentsOf } from "../../../src/lib/json-pointer.ts";
import { isRecord } from "../../../src/lib/is-record.ts";

/** A schema with its local "$ref" ("#/$defs/coursePage") followed within the bundled schema. */
export function resolveLocal(root: RJSFSchema, schema: RJSFSchema | undefined): RJSFSchema | undefined {
  if (!schema || typeof schema.$ref !== "string" || !schema.$ref.startsWith("#")) return schema;
  let node: unknown = root;
  for (const segment of segmentsOf(schema.$ref.slice(1))) node = isRecord(node) ? node[segment] : undefined;
  return isRecord(node) ? resolveLocal(root, node as RJSFSchema) : undefined;
}

/**
 * Of a schema that is one of several shapes told apart by a tag (its discriminator: a block's
 * "type", a page's "kind"), the shape the value's tag names, its "$ref" followed; undefined for a
 * schema of one shape, or a value whose tag names none.
 */
export function taggedOption(root: RJSFSchema, schema: RJSFSchema | undefined, value: unknown): RJSFSchema | undefined {
  const tag = (schema?.discriminator as { propertyName?: string } | undefined)?.propertyName;
  if (!tag || !Array.isArray(schema?.oneOf) || !isRecord(value)) return undefined;
  return schema.oneOf
    .map((option) => resolveLocal(root, option as RJSFSchema))
    .find((option) => (option?.properties?.[tag] as RJSFSchema | undefined)?.const === value[tag]);
}
