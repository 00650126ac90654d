import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Block } from "../../../src/generated/page.ts";
import { SCHEMA_DIR } from "../../validator/schema-files.ts";
import type { ValidationResult } from "../../validator/validate-texts.ts";

interface BlockSchema {
  description?: string;
  examples?: unknown[];
  properties?: { type?: { const?: unknown } };
}

/**
 * Source of virtual:block-examples (development only, for the block catalogue at /__blocks): one
 * example of every block type with its schema's description. The example is the schema's own
 * whole-block "examples" entry, else the block as the first page using it has it; a block type with
 * neither is an error, so the catalogue never silently leaves one out.
 */
export function blockExamplesOf(result: ValidationResult, blockSchemaDir = join(SCHEMA_DIR, "blocks")): string {
  const examples = readdirSync(blockSchemaDir)
    .filter((file) => file.endsWith(".schema.json"))
    .sort()
    .map((file) => {
      const schemaFile = `schema/blocks/${file}`;
      const schema = JSON.parse(readFileSync(join(blockSchemaDir, file), "utf8")) as BlockSchema;
      const type = schema.properties?.type?.const;
      if (typeof type !== "string") throw new Error(`${schemaFile} fixes no block "type" with "const".`);
      const description = schema.description ?? "";
      const own = schema.examples?.[0] as Block | undefined;
      if (own) {
        if (own.type !== type) throw new Error(`The first of "examples" in ${schemaFile} is not a "${type}" block.`);
        return { block: own, description, from: schemaFile };
      }
      for (const { file: page, document } of result.documents) {
        const index = document.blocks.findIndex((block) => block.type === type);
        if (index >= 0) return { block: document.blocks[index], description, from: `${page}, block ${index + 1}` };
      }
      throw new Error(
        `The block type "${type}" has no example for the block catalogue: add a whole-block "examples" entry ` +
          `to ${schemaFile}, or use the block on a page (a page with errors does not count).`,
      );
    });
  return `export const blockExamples = ${JSON.stringify(examples)};\n`;
}
