// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { SCHEMA_DIR } from "../scripts/validator/schema-files.ts";

// Keywords whose values are data, not schemas: a "properties" inside an example is not a field.
const DATA_KEYWORDS = new Set(["examples", "default", "const", "enum"]);

const schemaFiles = readdirSync(SCHEMA_DIR, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".schema.json"))
  .map((name) => name.split("\\").join("/"))
  .sort();

const BASE = "file:///schema/";
const schemas = new Map(
  schemaFiles.map((file) => [file, JSON.parse(readFileSync(join(SCHEMA_DIR, file), "utf8")) as object]),
);

/**
 * Every field an author can write, as "file#/pointer/to/field", with what its documentation
 * lacks. Editors show "description" on hover and offer "examples" as completions, and they show
 * a field's own ones even beside a "$ref", so each field needs its own. A "const" field has only
 * one possible value, so it needs no example.
 */
function undocumentedFields(file: string, node: unknown, pointer = ""): string[] {
  return fieldsOf(node, pointer).flatMap(({ name, field, at }) => {
    const lacks = [];
    if (typeof field.description !== "string" || field.description.trim() === "") lacks.push("description");
    if (!("const" in field) && !(Array.isArray(field.examples) && field.examples.length > 0)) lacks.push("examples");
    return lacks.length > 0 ? [`${file}#${at}/properties/${name}: no ${lacks.join(" and no ")}`] : [];
  });
}

interface Field {
  name: string;
  field: Record<string, unknown>;
  /** Pointer of the object whose "properties" hold the field. */
  at: string;
}

/** Every entry of every "properties" in a schema, however deep. */
function fieldsOf(node: unknown, pointer = ""): Field[] {
  if (Array.isArray(node)) return node.flatMap((child, i) => fieldsOf(child, `${pointer}/${i}`));
  if (!node || typeof node !== "object") return [];
  const record = node as Record<string, unknown>;
  const fields: Field[] = [];
  const properties = record.properties;
  if (properties && typeof properties === "object" && !Array.isArray(properties)) {
    for (const [name, field] of Object.entries(properties as Record<string, Record<string, unknown>>)) {
      fields.push({ name, field, at: pointer });
    }
  }
  for (const [key, child] of Object.entries(record)) {
    if (!DATA_KEYWORDS.has(key)) fields.push(...fieldsOf(child, `${pointer}/${key}`));
  }
  return fields;
}

/** Examples an editor would offer that the validator would then reject, with Ajv's reason. */
function invalidExamples(): string[] {
  const ajv = new Ajv({ allErrors: true, discriminator: true, strict: false });
  addFormats(ajv, ["email", "uri"]);
  for (const [file, schema] of schemas) ajv.addSchema(schema, BASE + file);
  return [...schemas].flatMap(([file, schema]) =>
    fieldsOf(schema).flatMap(({ name, field, at }) => {
      const pointer = `${at}/properties/${name.replaceAll("~", "~0").replaceAll("/", "~1")}`;
      const validate = ajv.compile({ $ref: `${BASE}${file}#${pointer}` });
      const examples = Array.isArray(field.examples) ? field.examples : [];
      return examples.flatMap((example, i) =>
        validate(example) ? [] : [`${file}#${pointer}/examples/${i}: ${ajv.errorsText(validate.errors)}`],
      );
    }),
  );
}

describe("schema documentation", () => {
  it("covers the page, site, common, form and block schemas", () => {
    expect(schemaFiles).toEqual(
      expect.arrayContaining([
        "page.schema.json",
        "site.schema.json",
        "common.schema.json",
        "form.schema.json",
        "blocks/course-intro.schema.json",
      ]),
    );
  });

  it("finds a field without documentation", () => {
    const schema = { properties: { heading: { $ref: "#/definitions/text" }, type: { const: "x", description: "d" } } };
    expect(undocumentedFields("x.schema.json", schema)).toEqual([
      "x.schema.json#/properties/heading: no description and no examples",
    ]);
  });

  it("gives every field a description and an example", () => {
    const missing = [...schemas].flatMap(([file, schema]) => undocumentedFields(file, schema));
    expect(missing).toEqual([]);
  });

  it("offers only examples that are valid for their field", () => {
    expect(invalidExamples()).toEqual([]);
  });
});
