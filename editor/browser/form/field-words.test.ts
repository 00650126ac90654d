// @vitest-environment node
import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { SCHEMA_DIR } from "../../../scripts/validator/schema-files.ts";
import { bundleSchema } from "../../server/documents/bundle-schema.ts";
import { fieldHelpText } from "./field-template.tsx";

/**
 * What belongs to the file, not to a form: quotes, true and false, folders and file names, and how
 * the file writes a day or a time (the form's own controls show them as the author's phone does).
 */
const FILE_WORDS = /"|\btrue\b|\bfalse\b|public\/|pages\/|\.json\b|year-month-day|HH:MM/;
/** Properties a page's form never draws (besides every const, such as a block's type): the file's schema, the draft mark. */
const NOT_DRAWN = new Set(["$schema", "draft"]);

/** Every property of every group in a schema, with the help the editor shows under it. */
function helpOfEveryField(node: unknown, found: { field: string; help: string }[] = []) {
  if (!node || typeof node !== "object") return found;
  const { properties } = node as RJSFSchema;
  for (const [field, schema] of Object.entries(properties ?? {})) {
    if (typeof schema !== "object" || NOT_DRAWN.has(field) || schema.const !== undefined) continue;
    found.push({ field, help: fieldHelpText(schema) ?? "" });
  }
  for (const value of Object.values(node)) helpOfEveryField(value, found);
  return found;
}

/** Every value a choice list of the schema offers that "x-choices" does not name in words. */
function unnamedChoices(node: unknown, found: unknown[] = []) {
  if (!node || typeof node !== "object") return found;
  const { enum: values, "x-choices": words } = node as RJSFSchema;
  if (Array.isArray(values)) found.push(...values.filter((value) => !Object.hasOwn(words ?? {}, String(value))));
  for (const value of Object.values(node)) unnamedChoices(value, found);
  return found;
}

describe.each(["page", "site", "form"] as const)("the page editor's words for the fields of a %s", (name) => {
  const schema = bundleSchema(SCHEMA_DIR, name);

  it("name every choice its form offers", () => {
    expect(unnamedChoices(schema)).toEqual([]);
  });

  it("speak of the document, never of its file", () => {
    const fields = helpOfEveryField(schema);
    expect(fields.length).toBeGreaterThan(10);
    expect(fields.filter(({ help }) => FILE_WORDS.test(help))).toEqual([]);
  });
});

describe("fieldHelpText", () => {
  it("reads the file's description where the schema gives no help of the form's own", () => {
    expect(fieldHelpText({ description: "The section title." })).toBe("The section title.");
    expect(fieldHelpText({ description: 'Set to true, its "alt" is then "".', "x-help": "Tick it." })).toBe("Tick it.");
  });
});
