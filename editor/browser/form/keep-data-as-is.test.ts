// @vitest-environment node
import { createSchemaUtils, type RJSFSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { bundleSchema } from "../../server/documents/bundle-schema";
import { schemaForDocument } from "../document/schema-for-document";
import { KEEP_DATA_AS_IS } from "./document-form";

// The quick form of the browser round trip (tests/browser/editor-round-trip.test.ts): rjsf's form
// state for every committed document is the document itself, written the same way, key for key.
const ROOT = join(import.meta.dirname, "../../..");
const FILES = readdirSync(join(ROOT, "pages"), { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".json"))
  .map((name) => `pages/${name.split("\\").join("/")}`);

const schemaNameOf = (file: string) =>
  file === "pages/_site.json" ? "site" : file.startsWith("pages/_forms/") ? "form" : "page";

describe("rjsf with KEEP_DATA_AS_IS", () => {
  it.each(FILES)("adds nothing to %s", (file) => {
    const data = JSON.parse(readFileSync(join(ROOT, file), "utf8")) as unknown;
    const bundle = bundleSchema(join(ROOT, "schema"), schemaNameOf(file)) as RJSFSchema;
    const schema = schemaForDocument(bundle, data);
    const utils = createSchemaUtils(validator, schema, KEEP_DATA_AS_IS);
    expect(JSON.stringify(utils.getDefaultFormState(schema, data))).toBe(JSON.stringify(data));
  });

  it("adds nothing to a new list entry or a new block", () => {
    const bundle = bundleSchema(join(ROOT, "schema"), "page") as RJSFSchema;
    const utils = createSchemaUtils(validator, bundle, KEEP_DATA_AS_IS);
    const faqItem = (bundle.$defs as Record<string, RJSFSchema>).FaqBlock?.properties?.items as RJSFSchema;
    expect(utils.getDefaultFormState(faqItem.items as RJSFSchema, undefined)).toEqual({});
  });
});
