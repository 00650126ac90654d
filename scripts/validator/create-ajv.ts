import Ajv, { type ErrorObject } from "ajv";
import addFormats from "ajv-formats";

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

export type SchemaName = "page" | "site" | "form";

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
 * the schemas given (schema-files.ts reads them from schema/ in Node).
 */
export function schemaCheckerFrom(schemaFiles: readonly SchemaFile[]): SchemaChecker {
  const references = new WeakMap<object, Reference[]>();
  const icons = new WeakMap<object, IconUse[]>();
  const tags = new Map<string, Set<string>>();
  const ajv = new Ajv({ allErrors: true, discriminator: true, strict: true, verbose: true });
  addFormats(ajv, ["email", "uri"]);
  ajv.addKeyword({
    keyword: "x-ref",
    schemaType: "string",
    errors: false,
    validate(kind: ReferenceKind, value: unknown, _schema: unknown, context) {
      const root = context?.rootData;
      if (typeof value === "string" && root && typeof root === "object") {
        collect(references, root, { kind, value, pointer: context.instancePath });
      }
      return true;
    },
  });
  // Whether a name is in its set is decided after the schema, by icon-rules.ts: a misspelt icon
  // then gets a did-you-mean from the set, and the sets are read only when a document has icons.
  ajv.addKeyword({
    keyword: "x-icon",
    schemaType: "array",
    errors: false,
    validate(sets: string[], value: unknown, _schema: unknown, context) {
      const root = context?.rootData;
      if (typeof value === "string" && root && typeof root === "object") {
        collect(icons, root, { sets, value, pointer: context.instancePath });
      }
      return true;
    },
  });
  // How a form asks for the value ("time": a time of day, entered with the browser's time input and
  // worded so by the validator's form words); nothing to check.
  ajv.addKeyword({ keyword: "x-input", schemaType: "string" });
  for (const { file, schema } of schemaFiles) {
    ajv.addSchema(schema, BASE + file);
    collectTags(schema, tags);
  }
  const check: SchemaChecker["check"] = (schema, document) => {
    const validate = ajv.getSchema(`${BASE}${schema}.schema.json`);
    if (!validate) throw new Error(`Schema ${schema}.schema.json is missing from the schemas given`);
    const isObject = document !== null && typeof document === "object";
    if (isObject) {
      references.delete(document);
      icons.delete(document);
    }
    validate(document);
    return {
      errors: validate.errors ?? [],
      references: (isObject && references.get(document)) || [],
      icons: (isObject && icons.get(document)) || [],
    };
  };
  return { check, tagValues: (property) => [...(tags.get(property) ?? [])].sort() };
}

function collect<T>(found: WeakMap<object, T[]>, root: object, item: T): void {
  const list = found.get(root) ?? [];
  list.push(item);
  found.set(root, list);
}

function collectTags(schema: unknown, tags: Map<string, Set<string>>): void {
  if (!schema || typeof schema !== "object") return;
  const properties = (schema as { properties?: Record<string, { const?: unknown }> }).properties;
  for (const [name, property] of Object.entries(properties ?? {})) {
    if (typeof property?.const === "string") tags.set(name, (tags.get(name) ?? new Set()).add(property.const));
  }
  for (const child of Object.values(schema)) collectTags(child, tags);
}
