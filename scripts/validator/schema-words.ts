import type { ErrorObject } from "ajv";
import { clockTime } from "../../src/lib/clock-time.ts";
import { pointerOf, segmentsOf } from "../../src/lib/json-pointer.ts";
import { PLACEHOLDER } from "./placeholder.ts";
import type { FormWords } from "./problem.ts";
import { quoted } from "./quoted.ts";
import { withGuess, suggest } from "./suggest.ts";

type SchemaNode = {
  description?: string;
  examples?: unknown[];
  properties?: Record<string, SchemaNode>;
  minItems?: number;
  maxItems?: number;
  "x-input"?: string;
  /** A choice's name in the page editor, by its value. */
  "x-choices"?: Record<string, string>;
};

/** What a schema check found, as an entry of the catalogue reads it. */
export interface SchemaFinding {
  error: ErrorObject;
  params: Record<string, unknown>;
  schema: SchemaNode | undefined;
  value: unknown;
  /** Where in the page, said before the message ("In block 3 (hero): "). */
  where: string;
  /** The field's name as the file has it ("title", "points[2]"). */
  field: string;
  tagValues: (property: string) => string[];
}

/** A schema problem in words: for the file, and for the form under its field. */
export interface SchemaWording {
  message: string;
  hint?: string;
  form: FormWords;
  /** Where the problem is, when not at the value checked: a field inside it, or a key of it. */
  at?: { pointer: string } | { key: string };
}

const TYPE_WORDS = {
  file: {
    string: "text in double quotes",
    number: "a number",
    integer: "a whole number",
    boolean: "true or false",
    array: "a list in [ ]",
    object: "a group of fields in { }",
    null: "null",
  },
  form: {
    string: "text",
    number: "a number",
    integer: "a whole number",
    boolean: "ticked or not",
    array: "a list",
    object: "a group of fields",
    null: "empty",
  },
} satisfies Record<"file" | "form", Record<string, string>>;

const TAG_WORDS = {
  file: { type: "block type", kind: "page kind" },
  form: { type: "kind of section", kind: "kind of page" },
} satisfies Record<"file" | "form", Record<string, string>>;

const COMPARISON_WORDS: Record<string, string> = {
  ">=": "at least",
  "<=": "at most",
  ">": "more than",
  "<": "less than",
};

/** Fields the page format had and no longer keeps, with why: an older document still holding one learns what to do. */
const RETIRED_FIELDS: Record<string, string> = {
  fee: "The site shows no prices (the specification shows none), and search engines may be told only what a page shows, so a course keeps no fee: remove this field. Search results say to contact us for the price.",
};

/**
 * The words of every schema problem, one entry per Ajv keyword (as Astro's errors-data.ts has one per
 * error): what the file's reader is told, and what the page editor says under the field. Undefined where
 * another entry already said it (a discriminator's reason covers its oneOf and if).
 */
export const SCHEMA_WORDS: Record<string, (found: SchemaFinding) => SchemaWording | undefined> = {
  required: ({ error, params, schema, where }) => {
    const missing = String(params.missingProperty);
    return {
      message: `${where}"${missing}" is missing.`,
      hint: describeField(schema?.properties?.[missing], missing),
      form: {
        message: "This field is required.",
        pointer: pointerOf([...segmentsOf(error.instancePath), missing]),
      },
    };
  },
  additionalProperties: ({ error, params, schema, where }) => {
    const extra = String(params.additionalProperty);
    const allowed = Object.keys(schema?.properties ?? {}).filter((key) => key !== "$schema");
    const guess = suggest(extra, allowed);
    return {
      message: `${where}"${extra}" is not a field that belongs here.${guess ? ` Did you mean "${guess}"?` : ""}`,
      hint: RETIRED_FIELDS[extra] ?? `The fields allowed here are: ${allowed.map((key) => `"${key}"`).join(", ")}.`,
      form: {
        message: `The file has a field ${quoted(extra)} here that this form does not have.`,
        hint: "Ask a developer to remove it from the file.",
        pointer: pointerOf([...segmentsOf(error.instancePath), extra]),
      },
      at: { key: extra },
    };
  },
  type: ({ params, value, where, field }) => {
    const expected = (words: Record<string, string>) =>
      String(params.type)
        .split(",")
        .map((type) => words[type] ?? type)
        .join(" or ");
    const quote = params.type === "string" && (typeof value === "number" || typeof value === "boolean");
    return {
      message: `${where}"${field}" should be ${expected(TYPE_WORDS.file)}, but it is ${typeWord(value)}.`,
      hint: quote ? `Put the value in double quotes: "${String(value)}".` : undefined,
      form: { message: `This should be ${expected(TYPE_WORDS.form)}.` },
    };
  },
  enum: (found) => choiceWords(found, (found.params.allowedValues as unknown[]).map(String)),
  const: (found) => choiceWords(found, [String(found.params.allowedValue)]),
  discriminator: ({ error, params, where, tagValues }) => {
    const tag = String(params.tag);
    const value = params.tagValue;
    const choices = tagValues(tag);
    const what = (words: Record<string, string>) => words[tag] ?? tag;
    if (typeof value !== "string") {
      const hint = `Choose one of: ${quoteAll(choices)}.`;
      return {
        message: `${where}"${tag}" is missing or is not text.`,
        hint,
        form: {
          message: `Its ${what(TAG_WORDS.form)} is not set.`,
          hint: `Choose one of: ${choices.map(quoted).join(", ")}.`,
        },
      };
    }
    const guess = suggest(value, choices);
    const pointer = `${error.instancePath}/${tag}`;
    return {
      message: `${where}There is no ${what(TAG_WORDS.file)} "${value}".${guess ? ` Did you mean "${guess}"?` : ""}`,
      hint: `Choose one of: ${quoteAll(choices)}.`,
      form: withGuess(
        {
          message: `There is no ${what(TAG_WORDS.form)} called ${quoted(value)}.`,
          hint: `Choose one of: ${choices.map(quoted).join(", ")}.`,
          pointer: pointerOf([...segmentsOf(error.instancePath), tag]),
        },
        guess,
      ),
      at: { pointer },
    };
  },
  pattern: (found) => shapeWords(found),
  format: (found) => shapeWords(found),
  minLength: ({ where, field }) => ({
    message: `${where}"${field}" is empty.`,
    hint: "Write the text between the double quotes.",
    form: { message: "This cannot be empty." },
  }),
  minItems: (found) => countWords(found),
  maxItems: (found) => countWords(found),
  uniqueItems: ({ params, where, field }) => {
    const [first, second] = [Number(params.j) + 1, Number(params.i) + 1];
    return {
      message: `${where}"${field}" lists the same entry twice (entries ${first} and ${second}).`,
      hint: "Remove one of the two.",
      form: { message: `Entries ${first} and ${second} are the same.`, hint: "Remove one of the two." },
    };
  },
  minimum: (found) => limitWords(found),
  maximum: (found) => limitWords(found),
  oneOf: () => undefined,
  if: () => undefined,
};

/** Any other keyword: Ajv's own words, after the field's name. */
export const OTHER_SCHEMA_WORDS = ({ error, where, field }: SchemaFinding): SchemaWording => ({
  message: `${where}"${field}" ${error.message ?? "is not valid"}.`,
  form: { message: `This is not valid: it ${error.message ?? "breaks a rule"}.` },
});

function choiceWords({ value, where, field, schema }: SchemaFinding, allowed: string[]): SchemaWording {
  const guess = typeof value === "string" ? suggest(value, allowed) : undefined;
  // The form offers each choice by its name, where the schema gives one.
  const named = (choice: string) => schema?.["x-choices"]?.[choice] ?? choice;
  return {
    message: `${where}"${field}" cannot be ${JSON.stringify(value)}.${guess ? ` Did you mean "${guess}"?` : ""}`,
    hint: `Choose one of: ${allowed.map((choice) => `"${choice}"`).join(", ")}.`,
    form: withGuess(
      {
        // A list or an object where a choice belongs is named as "This", never written out.
        message: `${isPlain(value) ? quoted(String(value)) : "This"} is not one of the choices.`,
        hint: `Choose one of: ${allowed.map(named).map(quoted).join(", ")}.`,
      },
      guess,
      guess && named(guess),
    ),
  };
}

/** A value of a fixed shape (a time, an address, an icon name) not written that way. */
function shapeWords({ value, schema, params, where, field }: SchemaFinding): SchemaWording {
  const text = typeof value === "string" ? value : "";
  const unwritten = typeof value === "string" && value.startsWith(PLACEHOLDER);
  return {
    message: unwritten
      ? `${where}"${field}" is still to be filled in: it says ${JSON.stringify(value)}.`
      : `${where}"${field}" is not written the right way.`,
    hint: describeField(schema, field),
    form: shapeFormWords(text, schema, params.pattern),
  };
}

function shapeFormWords(text: string, schema: SchemaNode | undefined, pattern: unknown): FormWords {
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
  return withGuess(
    {
      message: "This is not written the right way.",
      ...(example !== undefined && { hint: `Write it like ${example}` }),
    },
    guess,
  );
}

function countWords({ error, params, schema, value, where, field }: SchemaFinding): SchemaWording {
  const count = Array.isArray(value) ? value.length : 0;
  const limit = Number(params.limit);
  // A fixed count (three card points, three class times) reads better as "exactly".
  const bound =
    schema?.minItems !== undefined && schema.minItems === schema.maxItems
      ? "exactly"
      : error.keyword === "minItems"
        ? "at least"
        : "at most";
  const change = error.keyword === "minItems" ? `Add ${limit - count}.` : `Remove ${count - limit}.`;
  return {
    message: `${where}"${field}" needs ${bound} ${String(params.limit)} ${limit === 1 ? "entry" : "entries"}; it has ${count}.`,
    hint: schema?.description,
    form: { message: `This list needs ${bound} ${limit}; it has ${count}. ${change}` },
  };
}

function limitWords({ params, where, field }: SchemaFinding): SchemaWording {
  const comparison = String(params.comparison);
  return {
    message: `${where}"${field}" must be ${comparison} ${String(params.limit)}.`,
    form: { message: `This must be ${COMPARISON_WORDS[comparison] ?? comparison} ${String(params.limit)}.` },
  };
}

function describeField(schema: SchemaNode | undefined, name: string): string | undefined {
  if (!schema) return undefined;
  const example = schema.examples?.[0];
  // An entry of a list ("logos[1]") has no name of its own to write before its value.
  const label = /\[\d+\]$/.test(name) ? "" : `"${name}": `;
  const sample = example === undefined ? "" : ` For example: ${label}${JSON.stringify(example)}`;
  return `${schema.description ?? ""}${sample}`.trim() || undefined;
}

/**
 * The value with the slips people make in a name or an address put right, if that is all it lacked:
 * words joined by dashes for an address, or run together for a form field's name ("Preferred time"
 * is preferredTime).
 */
function tidied(text: string, pattern: RegExp): string | undefined {
  const trimmed = text.trim();
  const lower = trimmed.toLowerCase();
  const joined = lower.replace(/[\s_-]+(.)/g, (_, letter: string) => letter.toUpperCase());
  return [trimmed, lower, lower.replace(/[\s_]+/g, "-"), joined].find((candidate) => pattern.test(candidate));
}

function typeWord(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return "text";
  if (typeof value === "object") return "a group of fields";
  return `a ${typeof value}`;
}

/** A value that reads as words: text, a number, true or false (an object may not even turn into text). */
function isPlain(value: unknown): value is string | number | boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

const quoteAll = (values: string[]) => values.map((value) => `"${value}"`).join(", ");
