import type { ErrorObject } from "ajv";
import type { JsonSource } from "./json-source.ts";
import { segmentsOf } from "../../src/lib/json-pointer.ts";
import { PLACEHOLDER } from "./placeholder.ts";
import type { Problem } from "./problem.ts";
import { schemaFormWords } from "./schema-form-words.ts";
import { suggest } from "./suggest.ts";
import { whereInPage } from "./where-in-page.ts";

type Located = Omit<Problem, "file" | "severity">;
type SchemaNode = { description?: string; examples?: unknown[]; properties?: Record<string, SchemaNode> };

const TYPE_WORDS: Record<string, string> = {
  string: "text in double quotes",
  number: "a number",
  integer: "a whole number",
  boolean: "true or false",
  array: "a list in [ ]",
  object: "a group of fields in { }",
  null: "null",
};

const TAG_WORDS: Record<string, string> = { type: "block type", kind: "page kind" };

/** Fields the page format had and no longer keeps, with why: an older document still holding one learns what to do. */
const RETIRED_FIELDS: Record<string, string> = {
  fee: "The site shows no prices (the specification shows none), and search engines may be told only what a page shows, so a course keeps no fee: remove this field. Search results say to contact us for the price.",
};

/** Turns Ajv's errors into messages a person who edits the file can act on, at the right place. */
export function schemaProblems(
  errors: ErrorObject[],
  source: JsonSource,
  tagValues: (property: string) => string[],
): Located[] {
  const problems = errors.flatMap((error) => {
    const problem = explain(error, source, tagValues);
    return problem ? [{ ...problem, form: schemaFormWords(error, tagValues) }] : [];
  });
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.line}:${p.column}:${p.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

function explain(
  error: ErrorObject,
  source: JsonSource,
  tagValues: (property: string) => string[],
): Located | undefined {
  const pointer = error.instancePath;
  const where = whereInPage(source.value, pointer);
  const field = fieldName(pointer);
  const at = { pointer, ...source.locate(pointer) };
  const params = error.params as Record<string, unknown>;
  const schema = error.parentSchema as SchemaNode | undefined;

  switch (error.keyword) {
    case "required": {
      const missing = String(params.missingProperty);
      return {
        ...at,
        message: `${where}"${missing}" is missing.`,
        hint: describeField(schema?.properties?.[missing], missing),
      };
    }
    case "additionalProperties": {
      const extra = String(params.additionalProperty);
      const allowed = Object.keys(schema?.properties ?? {}).filter((k) => k !== "$schema");
      const guess = suggest(extra, allowed);
      return {
        pointer: `${pointer}/${extra}`,
        ...source.locateKey(pointer, extra),
        message: `${where}"${extra}" is not a field that belongs here.${guess ? ` Did you mean "${guess}"?` : ""}`,
        hint: RETIRED_FIELDS[extra] ?? `The fields allowed here are: ${allowed.map((k) => `"${k}"`).join(", ")}.`,
      };
    }
    case "type": {
      const expected = String(params.type)
        .split(",")
        .map((t) => TYPE_WORDS[t] ?? t)
        .join(" or ");
      const hint =
        params.type === "string" && (typeof error.data === "number" || typeof error.data === "boolean")
          ? `Put the value in double quotes: "${String(error.data)}".`
          : undefined;
      return { ...at, message: `${where}"${field}" should be ${expected}, but it is ${typeWord(error.data)}.`, hint };
    }
    case "enum":
    case "const": {
      const allowed = (error.keyword === "enum" ? (params.allowedValues as unknown[]) : [params.allowedValue]).map(
        String,
      );
      const guess = typeof error.data === "string" ? suggest(error.data, allowed) : undefined;
      return {
        ...at,
        message: `${where}"${field}" cannot be ${JSON.stringify(error.data)}.${guess ? ` Did you mean "${guess}"?` : ""}`,
        hint: `Choose one of: ${allowed.map((v) => `"${v}"`).join(", ")}.`,
      };
    }
    case "discriminator": {
      const tag = String(params.tag);
      const value = params.tagValue;
      if (typeof value !== "string") {
        return {
          ...at,
          message: `${where}"${tag}" is missing or is not text.`,
          hint: `Choose one of: ${quoteAll(tagValues(tag))}.`,
        };
      }
      const guess = suggest(value, tagValues(tag));
      return {
        ...source.locate(`${pointer}/${tag}`),
        pointer: `${pointer}/${tag}`,
        message: `${where}There is no ${TAG_WORDS[tag] ?? tag} "${value}".${guess ? ` Did you mean "${guess}"?` : ""}`,
        hint: `Choose one of: ${quoteAll(tagValues(tag))}.`,
      };
    }
    case "pattern":
    case "format": {
      const unwritten = typeof error.data === "string" && error.data.startsWith(PLACEHOLDER);
      const message = unwritten
        ? `${where}"${field}" is still to be filled in: it says ${JSON.stringify(error.data)}.`
        : `${where}"${field}" is not written the right way.`;
      return { ...at, message, hint: describeField(schema, field) };
    }
    case "minLength":
      return { ...at, message: `${where}"${field}" is empty.`, hint: "Write the text between the double quotes." };
    case "minItems":
    case "maxItems": {
      const count = Array.isArray(error.data) ? error.data.length : 0;
      const list = schema as { minItems?: number; maxItems?: number } | undefined;
      // A fixed count (three card points, three class times) reads better as "exactly".
      const bound =
        list?.minItems === list?.maxItems ? "exactly" : error.keyword === "minItems" ? "at least" : "at most";
      return {
        ...at,
        message: `${where}"${field}" needs ${bound} ${String(params.limit)} ${Number(params.limit) === 1 ? "entry" : "entries"}; it has ${count}.`,
        hint: schema?.description,
      };
    }
    case "uniqueItems":
      return {
        ...at,
        message: `${where}"${field}" lists the same entry twice (entries ${Number(params.j) + 1} and ${Number(params.i) + 1}).`,
        hint: "Remove one of the two.",
      };
    case "minimum":
    case "maximum":
      return { ...at, message: `${where}"${field}" must be ${String(params.comparison)} ${String(params.limit)}.` };
    case "oneOf":
    case "if":
      // The discriminator already reported the precise reason for these.
      return undefined;
    default:
      return { ...at, message: `${where}"${field}" ${error.message ?? "is not valid"}.` };
  }
}

function describeField(schema: SchemaNode | undefined, name: string): string | undefined {
  if (!schema) return undefined;
  const example = schema.examples?.[0];
  // An entry of a list ("logos[1]") has no name of its own to write before its value.
  const label = /\[\d+\]$/.test(name) ? "" : `"${name}": `;
  const sample = example === undefined ? "" : ` For example: ${label}${JSON.stringify(example)}`;
  return `${schema.description ?? ""}${sample}`.trim() || undefined;
}

function fieldName(pointer: string): string {
  const parts = segmentsOf(pointer);
  const last = parts.at(-1);
  if (last === undefined) return "the file";
  if (/^\d+$/.test(last)) return `${parts.at(-2) ?? "list"}[${Number(last) + 1}]`;
  return last;
}

function typeWord(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return "text";
  if (typeof value === "object") return "a group of fields";
  return `a ${typeof value}`;
}

function quoteAll(values: string[]): string {
  return values.map((v) => `"${v}"`).join(", ");
}
