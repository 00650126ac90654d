import { basename } from "pathe";
import type { PageDocument } from "../../src/generated/page.ts";
import type { FormDefinition } from "../../src/generated/form.ts";
import type { SiteSettings } from "../../src/generated/site.ts";
import type { CheckedDocument } from "./checked-document.ts";
import { contentRules } from "./content-rules.ts";
import type { SchemaChecker } from "./create-ajv.ts";
import { batchRules } from "./batch-rules.ts";
import { categoryChecks } from "./category-checks.ts";
import { crossChecks, type KnownAddress, type LinkingDocument } from "./cross-checks.ts";
import { encodingProblems } from "./encoding-problems.ts";
import { formChecks, type CheckedForm } from "./form-checks.ts";
import type { IconNames } from "./icon-names.ts";
import { iconRules } from "./icon-rules.ts";
import { imageRules } from "./image-rules.ts";
import { figureRules } from "./figure-rules.ts";
import { parseJsonSource } from "./json-source.ts";
import { metaChecks } from "./meta-checks.ts";
import { placeholderRules } from "./placeholder-rules.ts";
import { problemIn } from "./messages.ts";
import type { Problem } from "./problem.ts";
import type { ListPublicFolder } from "./public-folder.ts";
import { schemaProblems } from "./schema-problems.ts";
import { syntaxProblems } from "./syntax-problems.ts";
import { titleRules } from "./title-rules.ts";
import { translationChecks, type CheckedTranslation, type ReadTranslation } from "./translation-checks.ts";
import { schemaFor, SITE_FILE, type SchemaName } from "../content-layout/content-layout.ts";
import { TRANSLATED_LANGUAGES, type Language } from "../../src/content/translation/languages.ts";
import type { EnglishMark } from "../../src/content/translation/translated-page.ts";

export interface ValidationResult {
  problems: Problem[];
  /** The page documents that passed every check on their own, for routes and catalogues. */
  documents: CheckedDocument[];
  site?: SiteSettings;
  forms: FormDefinition[];
  /** Every file read, with its text, so messages can show a code frame. */
  texts: Map<string, string>;
  /** The translated pages (pages/ne/) that passed every check, each as the page it makes. */
  translations: CheckedTranslation[];
  /**
   * The site's settings in each language it is translated into (pages/ne/_site.json laid over the
   * English: the menus, the footer, the words every page says), where the translation passed.
   */
  siteIn: Partial<Record<Language, SiteSettings & EnglishMark>>;
  /** Every form in each language, each with its translation (pages/ne/_forms/) laid over it where one passed. */
  formsIn: Partial<Record<Language, (FormDefinition & EnglishMark)[]>>;
}

/** What the checks know besides the documents: the schemas, the icon sets' names, the files of public/. */
export interface ValidatorSetting {
  checker: SchemaChecker;
  listFolder: ListPublicFolder;
  iconNames: IconNames;
}

/**
 * Every check of `npm run validate` on the texts of pages/ (by file, from the project root):
 * syntax, schema, cross-document references and rules. It reads nothing itself, so it runs in a
 * browser as in Node (validate-pages.ts gives it this project's setting).
 */
export function checkTexts(
  texts: Map<string, string>,
  { checker, listFolder, iconNames }: ValidatorSetting,
): ValidationResult {
  const problems: Problem[] = [];
  const documents: CheckedDocument[] = [];
  const siteDocuments: CheckedDocument[] = [];
  // Addresses of documents that have problems of their own still count as existing pages, so a
  // typo in one file is reported once, not again in every file that links to it.
  const brokenAddresses: KnownAddress[] = [];
  const brokenReferences: LinkingDocument[] = [];
  const forms: CheckedForm[] = [];
  // Likewise a form with problems of its own still exists for the pages that place it.
  const brokenForms: string[] = [];
  let site: SiteSettings | undefined;
  const translations: ReadTranslation[] = [];

  for (const [file, saved] of texts) {
    const encoding = encodingProblems(file, saved);
    problems.push(...encoding.problems);
    const text = encoding.text;
    const schema = schemaFor(file);
    if (!schema) {
      problems.push(problemIn({ file }, { code: "unusedFile", params: {}, pointer: "" }));
      continue;
    }
    const read = readOne(file, text, schema, checker, problems);
    if (schema === "translation" || schema === "settings-translation") {
      // Checked against its English file once every file is read (translation-checks.ts).
      if (read?.valid) translations.push({ file, source: read.source });
      continue;
    }
    if (schema === "form") {
      if (read?.valid) forms.push({ file, source: read.source, form: read.source.value as FormDefinition });
      else brokenForms.push(basename(file, ".json"));
      continue;
    }
    if (!read) {
      brokenAddresses.push(...addressOf(text));
      continue;
    }
    // These rules read a document however it is shaped, so they run beside its schema's errors
    // rather than once those are fixed: an author sees every problem at once. A value the schema
    // already faults is left to the schema's message (an icon name still to choose is reported
    // once). So a new page's problems say from the start how many texts remain to write.
    const own = [
      ...imageRules(read, listFolder),
      ...iconRules(read, iconNames),
      ...(schema === "page"
        ? [...placeholderRules(read), ...contentRules(read), ...titleRules(read), ...batchRules(read)]
        : []),
    ];
    problems.push(...own.filter((problem) => !read.faulted.has(problem.pointer)));
    if (!read.valid) {
      brokenAddresses.push(...addressOf(text));
      // Its links are checked too, for the same reason.
      brokenReferences.push({ ...read, references: read.references.filter((r) => !read.faulted.has(r.pointer)) });
      continue;
    }
    const checked: CheckedDocument = { ...read, document: read.source.value as PageDocument };
    if (schema === "site") {
      site = checked.document as unknown as SiteSettings;
      siteDocuments.push(checked);
    } else {
      // Its shape is right, so the cross-document checks can use it; any error still keeps it
      // out of the result below.
      documents.push(checked);
    }
  }
  if (!texts.has(SITE_FILE)) {
    problems.push(problemIn({ file: SITE_FILE }, { code: "siteFileMissing", params: {}, pointer: "" }));
  }
  problems.push(...crossChecks(documents, [...siteDocuments, ...brokenReferences], brokenAddresses));
  problems.push(...formChecks(forms, documents, brokenForms));
  problems.push(...metaChecks(documents));
  problems.push(...categoryChecks(documents));
  // Every text, translations and forms too, states the company's figures as the settings do.
  if (site) problems.push(...figureRules(site, [...documents, ...siteDocuments, ...translations, ...forms]));
  const failedPages = new Set(problems.filter((p) => p.severity === "error").map((p) => p.file));
  const english = new Map<string, { of: "site" | "form"; value: object }>([
    ...(site && !failedPages.has(SITE_FILE) ? [[SITE_FILE, { of: "site" as const, value: site }] as const] : []),
    ...forms
      .filter((f) => !failedPages.has(f.file))
      .map((f) => [f.file, { of: "form" as const, value: f.form }] as const),
  ]);
  const translationResult = translationChecks(
    translations,
    documents.filter((d) => !failedPages.has(d.file)),
    english,
    new Set(texts.keys()),
  );
  problems.push(...translationResult.problems);
  const failed = new Set(problems.filter((p) => p.severity === "error").map((p) => p.file));
  const passedForms = forms.filter((f) => !failed.has(f.file));
  const translatedOf = (language: Language, file: string) => translationResult.settings[language].get(file);
  return {
    problems: sortProblems(problems),
    documents: documents.filter((d) => !failed.has(d.file)),
    site,
    forms: passedForms.map((f) => f.form),
    texts,
    translations: translationResult.translated,
    siteIn: Object.fromEntries(
      site
        ? TRANSLATED_LANGUAGES.map((language) => [
            language,
            (translatedOf(language, SITE_FILE) as SiteSettings) ?? site,
          ])
        : [],
    ),
    formsIn: Object.fromEntries(
      TRANSLATED_LANGUAGES.map((language) => [
        language,
        passedForms.map((f) => (translatedOf(language, f.file) as FormDefinition | undefined) ?? f.form),
      ]),
    ),
  };
}

/** A document as read: parsed, checked against its schema, and what the checks after it need. */
interface ReadDocument extends Omit<CheckedDocument, "document"> {
  /** Whether it passed its schema. */
  valid: boolean;
  /** JSON pointers of the values its schema faults. */
  faulted: Set<string>;
}

/** Reads a document and reports its syntax and schema problems; undefined when it is not JSON. */
function readOne(
  file: string,
  text: string,
  schema: SchemaName,
  checker: SchemaChecker,
  problems: Problem[],
): ReadDocument | undefined {
  const syntax = syntaxProblems(text);
  problems.push(...syntax.problems.map((p) => ({ file, severity: "error" as const, ...p })));
  if (syntax.problems.length > 0 || !syntax.ast) return undefined;
  const source = parseJsonSource(text, syntax.ast);
  const { errors, references, icons } = checker.check(schema, source.value);
  problems.push(
    ...schemaProblems(errors, source, checker.tagValues).map((p) => ({ file, severity: "error" as const, ...p })),
  );
  const faulted = new Set(errors.map((error) => error.instancePath));
  return { file, source, references, icons, valid: errors.length === 0, faulted };
}

function addressOf(text: string): KnownAddress[] {
  try {
    const { path, kind } = JSON.parse(text) as { path?: unknown; kind?: unknown };
    return typeof path === "string" && typeof kind === "string" ? [{ path, kind }] : [];
  } catch {
    return [];
  }
}

function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
