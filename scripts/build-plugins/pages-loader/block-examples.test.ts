// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { blockExamplesOf } from "./block-examples.ts";
import type { ValidationResult } from "../../validator/validate-texts.ts";

let schemaDir: string;
afterEach(() => rmSync(schemaDir, { recursive: true, force: true }));

/** Block schemas in a temporary folder: type -> the rest of the schema. */
function schemas(blocks: Record<string, object>): string {
  schemaDir = mkdtempSync(join(tmpdir(), "block-schemas-"));
  for (const [type, rest] of Object.entries(blocks))
    writeFileSync(
      join(schemaDir, `${type}.schema.json`),
      JSON.stringify({ description: `The ${type} block.`, properties: { type: { const: type } }, ...rest }),
    );
  return schemaDir;
}

/** A validation result holding only these documents' blocks. */
function pages(documents: Record<string, { type: string; heading: string }[]>): ValidationResult {
  return {
    documents: Object.entries(documents).map(([file, blocks]) => ({ file, document: { blocks } })),
  } as unknown as ValidationResult;
}

/** What virtual:block-examples exports. */
function examples(source: string): unknown {
  return JSON.parse(source.replace(/^export const blockExamples = /, "").replace(/;\n$/, ""));
}

describe("the block catalogue's examples", () => {
  it("take the schema's whole-block example first, else the first page's block", () => {
    const dir = schemas({
      faq: { examples: [{ type: "faq", heading: "From the schema" }] },
      hero: {},
    });
    const result = pages({
      "pages/about.json": [{ type: "faq", heading: "About FAQ" }],
      "pages/home.json": [
        { type: "faq", heading: "Home FAQ" },
        { type: "hero", heading: "Home hero" },
      ],
    });
    expect(examples(blockExamplesOf(result, dir))).toEqual([
      {
        block: { type: "faq", heading: "From the schema" },
        description: "The faq block.",
        from: "schema/blocks/faq.schema.json",
      },
      {
        block: { type: "hero", heading: "Home hero" },
        description: "The hero block.",
        from: "pages/home.json, block 2",
      },
    ]);
  });

  it("fail, naming the block type and where to add one, when a block type has no example", () => {
    const dir = schemas({ faq: {}, stats: {} });
    expect(() => blockExamplesOf(pages({ "pages/home.json": [{ type: "faq", heading: "FAQ" }] }), dir)).toThrow(
      'The block type "stats" has no example for the block catalogue: add a whole-block "examples" entry to schema/blocks/stats.schema.json, or use the block on a page',
    );
  });

  it("fail when the schema's example is of another block type", () => {
    const dir = schemas({ faq: { examples: [{ type: "hero", heading: "Wrong" }] } });
    expect(() => blockExamplesOf(pages({}), dir)).toThrow('is not a "faq" block');
  });
});
