import { readFileSync } from "node:fs";
import { join } from "node:path";
import { filesUnder } from "../lib/files-under.ts";
import { schemaCheckerFrom, type SchemaChecker, type SchemaFile } from "./create-ajv.ts";

export const SCHEMA_DIR = join(import.meta.dirname, "../../schema");

/** Every *.schema.json under `dir`, by its path there with forward slashes. */
export function readSchemaFiles(dir = SCHEMA_DIR): SchemaFile[] {
  return filesUnder(dir)
    .filter((file) => file.endsWith(".schema.json"))
    .map((file) => ({ file, schema: JSON.parse(readFileSync(join(dir, file), "utf8")) as object }));
}

/** The schema checker over the schemas of `schemaDir` (this project's schema/ by default). */
export function createSchemaChecker(schemaDir = SCHEMA_DIR): SchemaChecker {
  return schemaCheckerFrom(readSchemaFiles(schemaDir));
}
