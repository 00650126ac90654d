import { join } from "node:path";
import { expect, it } from "vitest";
import { pageSchemaWithEveryBlock } from "./page-schema-blocks.ts";
import { SCHEMA_DIR } from "../../validator/schema-files.ts";

const PAGE_SCHEMA = join(SCHEMA_DIR, "page.schema.json");
const text = `{
  "title": "PageDocument",
  "examples": [{ "kept": "as it is" }],
  "definitions": {
    "block": {
      "oneOf": [
        {
          "$ref": "blocks/old.schema.json"
        }
      ]
    }
  }
}
`;

it("lists every block schema given in page.schema.json's blocks, and changes nothing else", async () => {
  const written = await pageSchemaWithEveryBlock(PAGE_SCHEMA, text, ["faq.schema.json", "quote.schema.json"]);
  expect(JSON.parse(written).definitions.block.oneOf).toEqual([
    { $ref: "blocks/faq.schema.json" },
    { $ref: "blocks/quote.schema.json" },
  ]);
  expect(written).toContain('"examples": [{ "kept": "as it is" }]');
  // Written as Prettier writes it: a second pass changes nothing.
  expect(await pageSchemaWithEveryBlock(PAGE_SCHEMA, written, ["faq.schema.json", "quote.schema.json"])).toBe(written);
});

it("says what is missing when the file has no list of blocks", async () => {
  await expect(pageSchemaWithEveryBlock(PAGE_SCHEMA, '{ "definitions": {} }', [])).rejects.toThrow(
    'has no "definitions/block/oneOf"',
  );
});
