// @vitest-environment node
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createSchemaChecker, SCHEMA_DIR } from "../scripts/validator/schema-files";
import type { BlockType } from "../src/content/blocks";
import { exampleBlock } from "./example-block";

const types = readdirSync(join(SCHEMA_DIR, "blocks")).map((file) => file.replace(".schema.json", "") as BlockType);
const checker = createSchemaChecker();

// Block tests draw these instead of the pages' blocks, so they must be blocks a page could have.
describe("the block made of a block schema's examples", () => {
  it.each(types)("%s is a valid block of its type", (type) => {
    const block = exampleBlock(type);
    expect(block.type).toBe(type);
    const page = {
      path: "/example",
      kind: "page",
      title: "Example",
      meta: {
        title: "An example page of the site",
        description: "A page made to check that an example block is valid.",
      },
      blocks: [block],
    };
    expect(checker.check("page", page).errors).toEqual([]);
  });
});
