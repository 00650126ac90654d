import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { type SchemaChecker } from "../../../scripts/validator/create-ajv.ts";
import { createSchemaChecker } from "../../../scripts/validator/schema-files.ts";

const checkers = new Map<string, { stamp: string; checker: SchemaChecker }>();

/**
 * The validator's schema checker for root/schema, compiled once and again only when a schema file
 * changes, so the editor checks against the schemas as they are now without compiling them for
 * every keystroke's check.
 */
export function schemaCheckerFor(root: string): SchemaChecker {
  const dir = join(root, "schema");
  const stamp = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const { mtimeMs, size } = statSync(join(dir, file));
      return `${file}:${mtimeMs}:${size}`;
    })
    .join("|");
  const cached = checkers.get(dir);
  if (cached?.stamp === stamp) return cached.checker;
  const checker = createSchemaChecker(dir);
  checkers.set(dir, { stamp, checker });
  return checker;
}
