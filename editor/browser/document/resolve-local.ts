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
