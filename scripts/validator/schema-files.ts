import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { schemaCheckerFrom, type SchemaChecker, type SchemaFile } from "./create-ajv.ts";

export const SCHEMA_DIR = join(import.meta.dirname, "../../schema");

/** Every *.schema.json under `dir`, by its path there with forward slashes. */
export function readSchemaFiles(dir = SCHEMA_DIR): SchemaFile[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".schema.json"))
    .map((f) => relative(dir, join(dir, f)).split("\\").join("/"))
    .map((file) => ({ file, schema: JSON.parse(readFileSync(join(dir, file), "utf8")) as object }));
}

/** The schema checker over the schemas of `schemaDir` (this project's schema/ by default). */
export function createSchemaChecker(schemaDir = SCHEMA_DIR): SchemaChecker {
  return schemaCheckerFrom(readSchemaFiles(schemaDir));
}
