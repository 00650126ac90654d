import Ajv, { _, Name, stringify, type ErrorObject, type KeywordCxt, type KeywordDefinition, type Options } from "ajv";
import { strConcat } from "ajv/dist/compile/codegen";
import addFormats from "ajv-formats";
import { checkerOver } from "./checker-over.ts";
import { PICTURE_ROLES } from "../../src/pictures/picture-roles.ts";
import { MET_VALUES_MODULE, metIcon, metReference } from "./met-values.ts";
import type { SchemaName } from "../content-layout/content-layout.ts";

const BASE = "file:///schema/";

export type ReferenceKind = "route" | "course" | "service";

/** A value the schema marks with "x-ref": a link or a course reference, checked across documents. */
export interface Reference {
  kind: ReferenceKind;
  value: string;
  pointer: string;
}

/** A value the schema marks with "x-icon": an icon name, and the icon sets it may come from. */
export interface IconUse {
  sets: string[];
  value: string;
  pointer: string;
}

export interface SchemaCheck {
  errors: ErrorObject[];
  /** The links and course references met on the way, for the cross-document checks. */
  references: Reference[];
  /** The icon names met on the way, checked against the installed icon sets. */
  icons: IconUse[];
}

export interface SchemaChecker {
  check(schema: SchemaName, document: unknown): SchemaCheck;
  /** Every value a discriminating property can take ("type" gives the block types). */
  tagValues(property: string): string[];
}

/** A schema of schema/, by its path there ("page.schema.json", "blocks/faq.schema.json"). */
export interface SchemaFile {
  file: string;
  schema: object;
}

/**
 * The one Ajv set-up shared by the CLI, the dev server, the build, the tests and the browser, over
 * the schemas given (schema-files.ts reads them from schema/ in Node). Compiled at run time; the
 * editor's pages use the same checks compiled when they are built (compiled-checker.ts).
 */
export function schemaCheckerFrom(schemaFiles: readonly SchemaFile[]): SchemaChecker {
  const ajv = newAjv(schemaFiles);
  return checkerOver((schema) => ajv.getSchema(schemaId(schema)), schemaTags(schemaFiles));
}

/** The Ajv every checker is made with, its keywords and formats, with the schemas added. */
export function newAjv(schemaFiles: readonly SchemaFile[], options: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, discriminator: true, strict: true, verbose: true, ...options });
  addFormats(ajv, ["email", "uri", "date"]);
  // The links, course references and icon names a document holds, met on the way and checked
  // across documents after the schema (icon-rules.ts gives a misspelt icon a did-you-mean from its set).
  ajv.addKeyword({ keyword: "x-ref", schemaType: "string", code: (cxt) => callMet(cxt, "metReference") });
  ajv.addKeyword({ keyword: "x-icon", schemaType: "array", code: (cxt) => callMet(cxt, "metIcon") });
  for (const definition of ANNOTATION_KEYWORDS) ajv.addKeyword(definition);
  checkAnnotations(schemaFiles);
  for (const { file, schema } of schemaFiles) ajv.addSchema(schema, BASE + file);
  return ajv;
}

/**
 * The schemas' own words and marks, which check nothing in a document: Ajv checks only their shape, so a
 * misspelt picture role or a list noun without its plural fails when the schemas are compiled.
 */
export const ANNOTATION_KEYWORDS: readonly KeywordDefinition[] = [
  // How a form asks for the value ("time": a time of day, entered with the browser's time input and
  // worded so by the validator's form words; "date": a day, with its date input).
  { keyword: "x-input", metaSchema: { enum: ["time", "date"] } },
  // The page editor's words where the file's will not do: a field's help, where the description
  // speaks of the file ("alt", true, public/), and each choice's name (editor/browser/form/
  // field-template.tsx, choice-widgets.tsx).
  { keyword: "x-help", metaSchema: { type: "string", minLength: 1 } },
  { keyword: "x-choices", metaSchema: { type: "object", additionalProperties: { type: "string", minLength: 1 } } },
  // What a block type, a field or a list's entries are called in the editor, and the role of the
  // pictures a field holds (these and x-page-heading): generated into src/generated/block-types.ts (docs/adding-a-block.md).
  { keyword: "x-name", metaSchema: { type: "string", minLength: 1 } },
  // A block that carries its page's main heading, its h1: a page has exactly one (content-rules.ts).
  { keyword: "x-page-heading", metaSchema: { const: true } },
  // A text visitors read, which a translation may give in its language (pages/ne/, translation-checks.ts).
  { keyword: "x-translate", metaSchema: { const: true } },
  { keyword: "x-label", metaSchema: { type: "string", minLength: 1 } },
  {
    keyword: "x-entries",
    metaSchema: {
      type: "object",
      additionalProperties: false,
      required: ["one", "many"],
      properties: { one: { type: "string", minLength: 1 }, many: { type: "string", minLength: 1 } },
    },
  },
  { keyword: "x-picture-role", metaSchema: { enum: PICTURE_ROLES } },
];

/** A schema of schema/ that cannot be used as it is: its message names the file and the place. */
export class SchemaFileError extends Error {}

/**
 * Every annotation of the schemas against its keyword's meta-schema, before Ajv compiles them, so a
 * mistake is reported with its file and place (Ajv's own report names neither the file nor a fix).
 */
function checkAnnotations(schemaFiles: readonly SchemaFile[]): void {
  const ajv = new Ajv();
  const checks = new Map(
    ANNOTATION_KEYWORDS.map(({ keyword, metaSchema }) => [keyword, ajv.compile(metaSchema as object)]),
  );
  const visit = (node: unknown, pointer: string, file: string): void => {
    if (!node || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      const check = checks.get(key);
      if (check && !check(value)) {
        const problem = ajv.errorsText(check.errors, { dataVar: `"${key}"` });
        throw new SchemaFileError(
          `schema/${file}, at ${pointer || "/"}: ${problem}. Mend it there (docs/adding-a-block.md says what each "x-" annotation takes).`,
        );
      }
      visit(value, `${pointer}/${key}`, file);
    }
  };
  for (const { file, schema } of schemaFiles) visit(schema, "", file);
}

/** The id a schema of schema/ is added under. */
export const schemaId = (schema: SchemaName) => `${BASE}${schema}.schema.json`;

/** Every value each discriminating property takes in these schemas ("type" gives the block types). */
export function schemaTags(schemaFiles: readonly SchemaFile[]): Record<string, string[]> {
  const tags = new Map<string, Set<string>>();
  for (const { schema } of schemaFiles) collectTags(schema, tags);
  return Object.fromEntries([...tags].map(([property, values]) => [property, [...values]]));
}

/** Ajv's code for a keyword: a call to met-values.ts with the document, the keyword's value, the value and where it is. */
function callMet(cxt: KeywordCxt, name: "metReference" | "metIcon"): void {
  const { gen, data, schema, it } = cxt;
  const met = gen.scopeValue("func", {
    ref: name === "metReference" ? metReference : metIcon,
    code: _`require(${MET_VALUES_MODULE}).${new Name(name)}`,
  });
  // The names Ajv's compiled code gives the document and the path to where it is (ajv/dist/compile/names).
  const [rootData, instancePath] = [new Name("rootData"), new Name("instancePath")];
  gen.code(_`${met}(${rootData}, ${stringify(schema)}, ${data}, ${strConcat(instancePath, it.errorPath)})`);
}

function collectTags(schema: unknown, tags: Map<string, Set<string>>): void {
  if (!schema || typeof schema !== "object") return;
  const properties = (schema as { properties?: Record<string, { const?: unknown }> }).properties;
  for (const [name, property] of Object.entries(properties ?? {})) {
    if (typeof property?.const === "string") tags.set(name, (tags.get(name) ?? new Set()).add(property.const));
  }
  for (const child of Object.values(schema)) collectTags(child, tags);
}
