import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { PageDocument } from "../../src/generated/page.ts";
import type { FormDefinition } from "../../src/generated/form.ts";
import type { SiteSettings } from "../../src/generated/site.ts";
import type { CheckedDocument } from "./checked-document.ts";
import { contentRules } from "./content-rules.ts";
import { createSchemaChecker, type SchemaChecker, type SchemaName } from "./create-ajv.ts";
import { crossChecks, type KnownAddress } from "./cross-checks.ts";
import { formChecks, type CheckedForm } from "./form-checks.ts";
import { parseJsonSource } from "./json-source.ts";
import type { Problem } from "./problem.ts";
import { schemaProblems } from "./schema-problems.ts";
import { syntaxProblems } from "./syntax-problems.ts";

export const PROJECT_ROOT = join(import.meta.dirname, "../..");
export const SITE_FILE = "pages/_site.json";
export const FORMS_DIR = "pages/_forms/";

export interface ValidationResult {
  problems: Problem[];
  /** The page documents that passed every check on their own, for routes and catalogues. */
  documents: CheckedDocument[];
  site?: SiteSettings;
  forms: FormDefinition[];
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
  const forms: CheckedForm[] = [];
  let site: SiteSettings | undefined;

  for (const [file, text] of texts) {
    const schema = schemaFor(file);
    if (!schema) {
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
    const checked = checkOne(file, text, schema, checker, problems);
    if (checked && schema === "form") {
      forms.push({ file, source: checked.source, form: checked.document as unknown as FormDefinition });
      continue;
    }
    if (!checked) {
      brokenAddresses.push(...addressOf(text));
      continue;
    }
    if (schema === "site") {
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
  problems.push(...formChecks(forms, documents));
  const failed = new Set(problems.filter((p) => p.severity === "error").map((p) => p.file));
  return {
    problems: sortProblems(problems),
    documents: documents.filter((d) => !failed.has(d.file)),
    site,
    forms: forms.filter((f) => !failed.has(f.file)).map((f) => f.form),
    texts,
  };
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

/** Which schema a file answers to: the settings, a form definition, a page, or none (unused). */
function schemaFor(file: string): SchemaName | undefined {
  if (file === SITE_FILE) return "site";
  if (file.startsWith(FORMS_DIR)) return "form";
  return basename(file).startsWith("_") ? undefined : "page";
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
