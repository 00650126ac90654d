// @vitest-environment node
import { createSchemaUtils, type RJSFSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPageTexts } from "../../../scripts/content-layout/read-page-texts";
import { translationOf } from "../../../scripts/content-layout/content-layout";
import { startTestEditor, type TestEditor } from "../../../tests/support/start-test-editor";
import type { SchemaName } from "../../../scripts/content-layout/content-layout";
import { schemaForDocument } from "../document/schema-for-document";
import { KEEP_DATA_AS_IS } from "./document-form";
import { bundleSchema } from "../../server/documents/bundle-schema";

// The editor's round trip of every committed document, in-process: opened through the editor's
// endpoint, turned into the form's state by rjsf as the editor's form does, and saved back through
// the endpoint, the file is as it was, byte for byte. tests/browser/editor-round-trip.test.ts does
// the same through the editor's page in Chromium, on documents that hold every kind of field.
// Every document the editor draws a form for: a translation (pages/ne/) is edited beside its English page
// (browser/translation/), its file written by writtenTranslation (translation-texts.test.ts).
const FILES = [...readPageTexts(join(import.meta.dirname, "../../..")).keys()].filter((file) => !translationOf(file));

let editor: TestEditor;
beforeAll(async () => {
  editor = await startTestEditor();
}, 60_000);
afterAll(() => editor.close());

const schemaNamed = (name: SchemaName) =>
  bundleSchema(join(import.meta.dirname, "../../../schema"), name) as RJSFSchema;

const schemaNameOf = (file: string): SchemaName =>
  file === "pages/_site.json" ? "site" : file.startsWith("pages/_forms/") ? "form" : "page";

describe("open, edit nothing, save", () => {
  it.each(FILES)("leaves %s as it was, byte for byte", { timeout: 60_000 }, async (file) => {
    const before = readFileSync(join(editor.root, file));
    const opened = await editor.call("GET", `document?file=${encodeURIComponent(file)}`);
    const { data, version } = opened.body as { data: unknown; version: string };
    const schema = schemaForDocument(schemaNamed(schemaNameOf(file)), data);
    const formState = createSchemaUtils(validator, schema, KEEP_DATA_AS_IS).getDefaultFormState(schema, data);

    const saved = await editor.call("PUT", "document", { body: { file, data: formState, version } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(readFileSync(join(editor.root, file)).equals(before)).toBe(true);
  });
});
