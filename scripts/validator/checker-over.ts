import type { ValidateFunction } from "ajv";
import type { SchemaChecker } from "./create-ajv.ts";
import type { SchemaName } from "../content-layout/content-layout.ts";
import { takeMetValues } from "./met-values.ts";

/**
 * A SchemaChecker over validate functions: compiled at run time (create-ajv.ts, in Node) or when the
 * editor is built (its pages allow no `eval`). Without Ajv's compiler, so the editor's pages do not carry it.
 */
export function checkerOver(
  validatorOf: (schema: SchemaName) => ValidateFunction | undefined,
  tags: Readonly<Record<string, readonly string[]>>,
): SchemaChecker {
  const check: SchemaChecker["check"] = (schema, document) => {
    const validate = validatorOf(schema);
    if (!validate) throw new Error(`Schema ${schema}.schema.json is missing from the schemas given`);
    takeMetValues(document);
    validate(document);
    return { errors: validate.errors ?? [], ...takeMetValues(document) };
  };
  return { check, tagValues: (property) => [...(tags[property] ?? [])].sort() };
}
