// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import validator from "@rjsf/validator-ajv8";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { SCHEMA_DIR } from "../../../scripts/validator/schema-files.ts";
import { ANNOTATION_KEYWORDS } from "../../../scripts/validator/create-ajv.ts";
import { schemaFor } from "../../../scripts/content-layout/content-layout.ts";
import { PROJECT_ROOT } from "../../../scripts/lib/project-root.ts";
import { bundleSchema } from "./bundle-schema.ts";

const NAMES = ["page", "site", "form"] as const;
const documents = readdirSync(join(PROJECT_ROOT, "pages"), { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".json"))
  .map((name) => `pages/${name}`)
  .map((file) => ({
    file,
    data: JSON.parse(readFileSync(join(PROJECT_ROOT, file), "utf8")) as Record<string, unknown>,
  }));
/** Every value under `key` anywhere in a schema (every "$ref", every "description"). */
function valuesOf(node: unknown, key: string, found: unknown[] = []): unknown[] {
  if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      if (k === key) found.push(v);
      valuesOf(v, key, found);
    }
  }
  return found;
}

function resolve(schema: object, ref: string): unknown {
  return ref
    .slice(2)
    .split("/")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], schema);
}

describe.each(NAMES)("bundleSchema(%s)", (name) => {
  const bundle = bundleSchema(SCHEMA_DIR, name);

  it("has only local references, and each finds its definition", () => {
    const refs = valuesOf(bundle, "$ref") as string[];
    if (name !== "site") expect(refs.length).toBeGreaterThan(3);
    for (const ref of refs) {
      expect(ref).toMatch(/^#(\/\$defs\/[\w-]+)?$/);
      if (ref !== "#") expect(resolve(bundle, ref), ref).toBeTypeOf("object");
    }
    expect(JSON.stringify(bundle)).not.toContain(".schema.json#");
    expect(bundle).not.toHaveProperty("definitions");
  });

  it("keeps every title, description, example and x-* keyword of the files it copies", () => {
    const files =
      name === "page"
        ? ["page.schema.json", ...readdirSync(join(SCHEMA_DIR, "blocks")).map((f) => `blocks/${f}`)]
        : [`${name}.schema.json`];
    const text = JSON.stringify(bundle);
    for (const file of files) {
      const source = JSON.parse(readFileSync(join(SCHEMA_DIR, file), "utf8")) as object;
      for (const key of ["title", "description", "examples"]) {
        // A property named "title" is a schema, not a title: only the words are compared.
        const values = valuesOf(source, key).filter((value) => key === "examples" || typeof value === "string");
        for (const value of values) expect(text, `${file}: ${key}`).toContain(JSON.stringify(value));
      }
    }
    if (name === "page") {
      expect(valuesOf(bundle, "x-ref").length).toBeGreaterThan(0);
      expect(valuesOf(bundle, "x-icon").length).toBeGreaterThan(0);
    }
  });

  it("accepts every committed document of its kind, under a strict Ajv and under @rjsf's validator", () => {
    const ajv = new Ajv({ strict: true, discriminator: true, allErrors: true });
    addFormats(ajv, ["email", "uri", "date"]);
    ajv.addKeyword({ keyword: "x-ref", schemaType: "string" });
    ajv.addKeyword({ keyword: "x-icon", schemaType: "array" });
    for (const definition of ANNOTATION_KEYWORDS) ajv.addKeyword(definition);
    const validate = ajv.compile(bundle);
    const ours = documents.filter(({ file }) => schemaFor(file) === name);
    expect(ours.length).toBeGreaterThan(0);
    for (const { file, data } of ours) {
      expect(validate(data) ? [] : validate.errors, file).toEqual([]);
      expect(validator.validateFormData(data, bundle).errors, file).toEqual([]);
    }
  });
});

describe("bundleSchema(page)", () => {
  it("still refuses what the page schema refuses", () => {
    const bundle = bundleSchema(SCHEMA_DIR, "page");
    const page = structuredClone(documents.find(({ file }) => file === "pages/courses/python-training.json")!.data);
    const faq = (page.blocks as { type: string; items: unknown[] }[]).find((block) => block.type === "faq")!;
    faq.items = faq.items.slice(0, 2);
    expect(validator.validateFormData(page, bundle).errors.length).toBeGreaterThan(0);
  });
});
