// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SCHEMA_DIR } from "../../../scripts/validator/schema-files.ts";
import { schemaCheckerFor } from "./schema-checker-for.ts";

const root = mkdtempSync(join(tmpdir(), "schema-checker-"));
cpSync(SCHEMA_DIR, join(root, "schema"), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("schemaCheckerFor", () => {
  it("compiles the schemas once, and again when one changes", { timeout: 30_000 }, () => {
    const first = schemaCheckerFor(root);
    expect(schemaCheckerFor(root)).toBe(first);
    const file = join(root, "schema/blocks/faq.schema.json");
    const schema = JSON.parse(readFileSync(file, "utf8")) as { properties: { items: { minItems: number } } };
    schema.properties.items.minItems = 1;
    writeFileSync(file, JSON.stringify(schema, null, 1));
    const second = schemaCheckerFor(root);
    expect(second).not.toBe(first);
    const faq = { type: "faq", heading: "Q", items: [{ question: "Q?", answer: "A." }] };
    const page = { path: "/x", kind: "page", title: "X", meta: { title: "X", description: "X" }, blocks: [faq] };
    expect(first.check("page", structuredClone(page)).errors).not.toEqual([]);
    expect(second.check("page", structuredClone(page)).errors).toEqual([]);
  });
});
