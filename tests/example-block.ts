import { readFileSync } from "node:fs";
import { join } from "node:path";
import { exampleOf, type ExampleSchema } from "../scripts/build-plugins/pages-loader/schema-example";
import type { BlockOf, BlockType } from "../src/content/blocks";

/** A block of this type made of its schema's examples (schema/blocks/<type>.schema.json), not of any page. */
export function exampleBlock<K extends BlockType>(type: K): BlockOf<K> {
  const file = join(import.meta.dirname, `../schema/blocks/${type}.schema.json`);
  return exampleOf(JSON.parse(readFileSync(file, "utf8")) as ExampleSchema) as BlockOf<K>;
}
