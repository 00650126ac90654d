import type { ErrorObject } from "ajv";
import { clockTime } from "../../src/lib/clock-time.ts";
import { pointerOf, segmentsOf } from "../../src/lib/json-pointer.ts";
import { PLACEHOLDER } from "./placeholder.ts";
import { didYouMeanInForm } from "./did-you-mean-in-form.ts";
import type { FormWords } from "./problem.ts";
import { quoted } from "./quoted.ts";
import { suggest } from "./suggest.ts";

type SchemaNode = { examples?: unknown[]; minItems?: number; maxItems?: number; "x-input"?: string };

const TYPE_WORDS: Record<string, string> = {
  string: "text",
  number: "a number",
  integer: "a whole number",
  boolean: "ticked or not",
  array: "a list",
  object: "a group of fields",
  null: "empty",
};

const TAG_WORDS: Record<string, string> = { type: "kind of section", kind: "kind of page" };

const COMPARISON_WORDS: Record<string, string> = {
  ">=": "at least",
  "<=": "at most",
  ">": "more than",
  "<": "less than",
};

/**
 * A schema error as a form says it under the field (schema-problems.ts says it for the file): no
 * field names (the label is above it), no double quotes, keys or brackets, and the value it wants
 * written the way the form takes it. Undefined where schema-problems.ts reports nothing.
 */
export function schemaFormWords(error: ErrorObject, tagValues: (property: string) => string[]): FormWords | undefined {
  const params = error.params as Record<string, unknown>;
  const schema = error.parentSchema as SchemaNode | undefined;
  const value: unknown = error.data;

  switch (error.keyword) {
    case "required":
      return {
        message: "This field is required.",
        pointer: pointerOf([...segmentsOf(error.instancePath), String(params.missingProperty)]),
      };
    case "additionalProperties": {
      const extra = String(params.additionalProperty);
      return {
        message: `The file has a field ${quoted(extra)} here that this form does not have.`,
        hint: "Ask a developer to remove it from the file.",
        pointer: pointerOf([...segmentsOf(error.instancePath), extra]),
      };
    }
    case "type":
      return {
        message: `This should be ${String(params.type)
          .split(",")
          .map((type) => TYPE_WORDS[type] ?? type)
          .join(" or ")}.`,
      };
    case "enum":
    case "const": {
      const allowed = (error.keyword === "enum" ? (params.allowedValues as unknown[]) : [params.allowedValue]).map(
        String,
      );
      const guess = typeof value === "string" ? suggest(value, allowed) : undefined;
      return {
        // A list or an object where a choice belongs is named as "This", never written out.
        message: `${isPlain(value) ? quoted(String(value)) : "This"} is not one of the choices.${didYouMeanInForm(guess)}`,
        hint: `Choose one of: ${allowed.map(quoted).join(", ")}.`,
      };
    }
    case "discriminator": {
      const tag = String(params.tag);
      const choices = `Choose one of: ${tagValues(tag).map(quoted).join(", ")}.`;
      const what = TAG_WORDS[tag] ?? tag;
      if (typeof params.tagValue !== "string") return { message: `Its ${what} is not set.`, hint: choices };
      return {
        message: `There is no ${what} called ${quoted(params.tagValue)}.${didYouMeanInForm(suggest(params.tagValue, tagValues(tag)))}`,
        hint: choices,
        pointer: pointerOf([...segmentsOf(error.instancePath), tag]),
      };
    }
    case "pattern":
    case "format":
      return shapeWords(value, schema, params.pattern);
    case "minLength":
      return { message: "This cannot be empty." };
    case "minItems":
    case "maxItems":
      return countWords(Array.isArray(value) ? value.length : 0, Number(params.limit), error.keyword, schema);
    case "uniqueItems":
      return {
        message: `Entries ${Number(params.j) + 1} and ${Number(params.i) + 1} are the same.`,
        hint: "Remove one of the two.",
      };
    case "minimum":
    case "maximum":
      return {
        message: `This must be ${COMPARISON_WORDS[String(params.comparison)] ?? String(params.comparison)} ${String(params.limit)}.`,
      };
    case "oneOf":
    case "if":
      return undefined;
    default:
      return { message: `This is not valid: it ${error.message ?? "breaks a rule"}.` };
  }
}

/** A value of a fixed shape (a time, an address, an icon name) not written that way. */
function shapeWords(value: unknown, schema: SchemaNode | undefined, pattern: unknown): FormWords {
  const text = typeof value === "string" ? value : "";
  if (text.startsWith(PLACEHOLDER)) return { message: "Still to be written: replace the sample text with your own." };
  if (schema?.["x-input"] === "time") {
    const meant = clockTime(text);
    return {
      message: meant
        ? `Write the time as ${meant}, on the 24-hour clock.`
        : "Write the time on the 24-hour clock, such as 07:00 or 15:30.",
    };
  }
  const example = schema?.examples?.find((candidate): candidate is string => typeof candidate === "string");
  const guess = typeof pattern === "string" ? tidied(text, new RegExp(pattern, "u")) : undefined;
  return {
    message: `This is not written the right way.${didYouMeanInForm(guess)}`,
    ...(example !== undefined && { hint: `Write it like ${example}` }),
  };
}

/** The value with the slips people make in a name or an address put right, if that is all it lacked. */
function tidied(text: string, pattern: RegExp): string | undefined {
  const trimmed = text.trim();
  const lower = trimmed.toLowerCase();
  return [trimmed, lower, lower.replace(/[\s_]+/g, "-")].find((candidate) => pattern.test(candidate));
}

function countWords(count: number, limit: number, keyword: string, schema: SchemaNode | undefined): FormWords {
  const exactly = schema?.minItems !== undefined && schema.minItems === schema.maxItems;
  const bound = exactly ? "exactly" : keyword === "minItems" ? "at least" : "at most";
  const change = keyword === "minItems" ? `Add ${limit - count}.` : `Remove ${count - limit}.`;
  return { message: `This list needs ${bound} ${limit}; it has ${count}. ${change}` };
}

/** A value that reads as words: text, a number, true or false (an object may not even turn into text). */
function isPlain(value: unknown): value is string | number | boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}
