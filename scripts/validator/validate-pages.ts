import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { PageDocument } from "../../src/generated/page";
import type { SiteSettings } from "../../src/generated/site";
import type { CheckedDocument } from "./checked-document";
import { contentRules } from "./content-rules";
import { createSchemaChecker, type SchemaChecker, type SchemaName } from "./create-ajv";
import { crossChecks, type KnownAddress } from "./cross-checks";
import { parseJsonSource } from "./json-source";
import type { Problem } from "./problem";
import { schemaProblems } from "./schema-problems";
import { syntaxProblems } from "./syntax-problems";

export const PROJECT_ROOT = join(import.meta.dirname, "../..");
export const SITE_FILE = "pages/_site.json";

export interface ValidationResult {
  problems: Problem[];
  /** The page documents that passed every check on their own, for routes and catalogues. */
  documents: CheckedDocument[];
  site?: SiteSettings;
  /** Every file read, with its text, so messages can show a code frame. */
  texts: Map<string, string>;
}

let sharedChecker: SchemaChecker | undefined;

/** Validates every JSON file under pages/: syntax, schema, cross-document references and rules. */
export function validatePages(
  root = PROJECT_ROOT,
  checker = (sharedChecker ??= createSchemaChecker()),
): ValidationResult {
  const texts = new Map<string, string>();
  for (const file of pageFiles(root)) texts.set(file, readFileSync(join(root, file), "utf8"));
  return validateTexts(texts, checker);
}

/** The same checks on texts already in memory (the tests and the property test use this). */
export function validateTexts(
  texts: Map<string, string>,
  checker = (sharedChecker ??= createSchemaChecker()),
): ValidationResult {
  const problems: Problem[] = [];
  const documents: CheckedDocument[] = [];
  const siteDocuments: CheckedDocument[] = [];
  // Addresses of documents that have problems of their own still count as existing pages, so a
  // typo in one file is reported once, not again in every file that links to it.
  const brokenAddresses: KnownAddress[] = [];
  let site: SiteSettings | undefined;

  for (const [file, text] of texts) {
    const isSettings = basename(file).startsWith("_");
    if (isSettings && file !== SITE_FILE) {
      problems.push({
        file,
        severity: "warning",
        line: 1,
        column: 1,
        pointer: "",
        message: "Files whose name starts with _ are not pages, and this one is not used.",
      });
      continue;
    }
    const checked = checkOne(file, text, isSettings ? "site" : "page", checker, problems);
    if (!checked) {
      brokenAddresses.push(...addressOf(text));
      continue;
    }
    if (isSettings) {
      site = checked.document as unknown as SiteSettings;
      siteDocuments.push(checked);
    } else {
      const rules = contentRules(checked);
      problems.push(...rules);
      if (!rules.some((p) => p.severity === "error")) documents.push(checked);
    }
  }
  if (!texts.has(SITE_FILE)) {
    problems.push({
      file: SITE_FILE,
      severity: "error",
      line: 1,
      column: 1,
      pointer: "",
      message: "The site settings file is missing.",
      hint: "Restore pages/_site.json from the repository.",
    });
  }
  problems.push(...crossChecks(documents, siteDocuments, brokenAddresses));
  const failed = new Set(problems.filter((p) => p.severity === "error").map((p) => p.file));
  return { problems: sortProblems(problems), documents: documents.filter((d) => !failed.has(d.file)), site, texts };
}

function checkOne(
  file: string,
  text: string,
  schema: SchemaName,
  checker: SchemaChecker,
  problems: Problem[],
): CheckedDocument | undefined {
  const syntax = syntaxProblems(text);
  problems.push(...syntax.map((p) => ({ file, severity: "error" as const, ...p })));
  if (syntax.length > 0) return undefined;
  const source = parseJsonSource(text);
  const { errors, references } = checker.check(schema, source.value);
  if (errors.length > 0) {
    problems.push(
      ...schemaProblems(errors, source, checker.tagValues).map((p) => ({ file, severity: "error" as const, ...p })),
    );
    return undefined;
  }
  return { file, source, document: source.value as PageDocument, references };
}

function addressOf(text: string): KnownAddress[] {
  try {
    const { path, kind } = JSON.parse(text) as { path?: unknown; kind?: unknown };
    return typeof path === "string" && typeof kind === "string" ? [{ path, kind }] : [];
  } catch {
    return [];
  }
}

function pageFiles(root: string): string[] {
  return readdirSync(join(root, "pages"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".json"))
    .map((f) => `pages/${f.split("\\").join("/")}`)
    .sort();
}

function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
