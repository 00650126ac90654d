import type { ErrorObject } from "ajv";
import type { JsonSource } from "./json-source.ts";
import { segmentsOf } from "../../src/lib/json-pointer.ts";
import type { Problem } from "./problem.ts";
import { OTHER_SCHEMA_WORDS, SCHEMA_WORDS, type SchemaFinding } from "./schema-words.ts";
import { whereInPage } from "./where-in-page.ts";

type Located = Omit<Problem, "file" | "severity">;

/**
 * Turns Ajv's errors into messages a person who edits the file can act on, at the right place, each
 * worded by its keyword's entry of the catalogue (schema-words.ts), for the file and for the form.
 */
export function schemaProblems(
  errors: ErrorObject[],
  source: JsonSource,
  tagValues: (property: string) => string[],
): Located[] {
  const problems = errors.flatMap((error): Located[] => {
    const pointer = error.instancePath;
    const found: SchemaFinding = {
      error,
      params: error.params as Record<string, unknown>,
      schema: error.parentSchema as SchemaFinding["schema"],
      value: error.data,
      where: whereInPage(source.value, pointer),
      field: fieldName(pointer),
      tagValues,
    };
    const words = (SCHEMA_WORDS[error.keyword] ?? OTHER_SCHEMA_WORDS)(found);
    if (!words) return [];
    const { message, hint, form, at } = words;
    if (at && "key" in at)
      return [{ pointer: `${pointer}/${at.key}`, ...source.locateKey(pointer, at.key), message, hint, form }];
    const place = at?.pointer ?? pointer;
    return [{ pointer: place, ...source.locate(place), message, hint, form }];
  });
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.line}:${p.column}:${p.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** The field's name as the file has it: its key, or its list's name and its place in it ("points[2]"). */
function fieldName(pointer: string): string {
  const parts = segmentsOf(pointer);
  const last = parts.at(-1);
  if (last === undefined) return "the file";
  if (/^\d+$/.test(last)) return `${parts.at(-2) ?? "list"}[${Number(last) + 1}]`;
  return last;
}
