import { PROJECT_ROOT } from "../lib/project-root.ts";
import { readPageTexts } from "../content-layout/read-page-texts.ts";
import { type SchemaChecker } from "./create-ajv.ts";
import { createSchemaChecker } from "./schema-files.ts";
import { iconNames } from "./icon-sets.ts";
import { listPublicFolder, type ListPublicFolder } from "./public-folder.ts";
import { checkTexts, type ValidationResult } from "./validate-texts.ts";

// The validator in Node, on this project's files: the schemas of schema/, the installed icon sets,
// the files of public/. validate-texts.ts holds the checks themselves.

let sharedChecker: SchemaChecker | undefined;

/**
 * Validates every JSON file under DIR/pages: syntax, schema, cross-document references and rules;
 * picture paths are looked up in DIR/public.
 */
export function validatePages(
  root = PROJECT_ROOT,
  checker = (sharedChecker ??= createSchemaChecker()),
): ValidationResult {
  return validateTexts(readPageTexts(root), checker, listPublicFolder(root));
}

/**
 * The same checks on texts already in memory (the tests and the property test use this);
 * listFolder says which files public/ has (by default, this project's).
 */
export function validateTexts(
  texts: Map<string, string>,
  checker = (sharedChecker ??= createSchemaChecker()),
  listFolder: ListPublicFolder = listPublicFolder(PROJECT_ROOT),
): ValidationResult {
  return checkTexts(texts, { checker, listFolder, iconNames });
}
