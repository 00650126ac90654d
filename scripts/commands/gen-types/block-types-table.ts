import { readdirSync } from "node:fs";
import { join } from "node:path";
import $RefParser from "@apidevtools/json-schema-ref-parser";
import { SchemaFileError } from "../../validator/create-ajv.ts";

/** What one entry of a list is called, and the entries together ("question", "questions"). */
interface ListNoun {
  one: string;
  many: string;
}

/** The annotations of one schema's fields, by their place without list indexes ("items/question"). */
interface FieldAnnotations {
  labels: Record<string, string>;
  lists: Record<string, ListNoun>;
  pictures: Record<string, string>;
  /** The places of texts a translation may give ("x-translate"); a list of texts by the list's place. */
  texts: Record<string, true>;
}

interface BlockTypeAnnotations extends FieldAnnotations {
  name: string;
  pageHeading: boolean;
}

type SchemaNode = {
  [keyword: string]: unknown;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode | SchemaNode[];
  "x-name"?: string;
  "x-label"?: string;
  "x-entries"?: ListNoun;
  "x-picture-role"?: string;
  "x-page-heading"?: boolean;
  "x-translate"?: true;
};

/** The schemas of documents whose fields the editor names; a page's blocks are named by their own schemas. */
const DOCUMENT_SCHEMAS = ["page.schema.json", "site.schema.json", "form.schema.json"];

/** Every block's schema, by its file under schema/blocks/, in the order page.schema.json lists them. */
export function blockSchemaFiles(schemaDir: string): string[] {
  return readdirSync(join(schemaDir, "blocks"))
    .filter((file) => file.endsWith(".schema.json"))
    .sort();
}

/** What the schemas of `schemaDir` say of every block type, and of the documents' own fields. */
export interface SchemaAnnotations {
  blockTypes: Record<string, BlockTypeAnnotations>;
  documentFields: FieldAnnotations;
}

/**
 * The words the editor shows for every block type and document field ("x-name", "x-label",
 * "x-entries"), the role of the pictures a field holds ("x-picture-role") and the blocks that carry a
 * page's main heading ("x-page-heading"), read from schema/ with every "$ref" followed, so a block
 * type is one entry: its schema. A block schema without "x-name", or two schemas naming one place
 * differently, is an error that says which file to mend.
 */
export async function schemaAnnotations(schemaDir: string): Promise<SchemaAnnotations> {
  const blockTypes: Record<string, BlockTypeAnnotations> = {};
  for (const file of blockSchemaFiles(schemaDir)) {
    const schema = (await $RefParser.dereference(join(schemaDir, "blocks", file))) as SchemaNode;
    const type = (schema.properties?.type as SchemaNode | undefined)?.const;
    const where = `schema/blocks/${file}`;
    if (typeof type !== "string") throw new SchemaFileError(`${where} fixes no block "type" with "const".`);
    if (!schema["x-name"]) {
      throw new SchemaFileError(
        `${where} has no "x-name": add what authors call this kind of block ("x-name": "Photo gallery").`,
      );
    }
    const fields = emptyAnnotations();
    collect(schema, [], fields, where);
    blockTypes[type] = { name: schema["x-name"], pageHeading: schema["x-page-heading"] === true, ...fields };
  }
  const documentFields = emptyAnnotations();
  for (const file of DOCUMENT_SCHEMAS) {
    const schema = (await $RefParser.dereference(join(schemaDir, file))) as SchemaNode;
    collect(schema, [], documentFields, `schema/${file}`);
  }
  return { blockTypes, documentFields };
}

/** Source of src/generated/block-types.ts: the annotations of schema/ as one typed table. */
export async function blockTypesTable(schemaDir: string, banner: string): Promise<string> {
  const annotations = await schemaAnnotations(schemaDir);
  // The texts a translation may give are the validator's alone (translatableTextsTable): no page carries them.
  const withoutTexts = ({ texts: _texts, ...rest }: FieldAnnotations) => rest;
  const blockTypes = Object.fromEntries(
    Object.entries(annotations.blockTypes).map(([type, entry]) => [type, withoutTexts(entry)]),
  );
  const documentFields = withoutTexts(annotations.documentFields);
  return `${banner}
import type { Block } from "./page";

export interface ListNoun {
  /** What one entry is called, in lower case: "question". */
  readonly one: string;
  /** What the entries are called together: "questions". */
  readonly many: string;
}

/** A schema's fields by their place without list indexes ("items/question"; "card/image/src"). */
export interface FieldAnnotations {
  /** A field's label in the editor ("x-label"); any other field is named by its key in words. */
  readonly labels: Readonly<Record<string, string>>;
  /** What a list's entries are called ("x-entries"). */
  readonly lists: Readonly<Record<string, ListNoun>>;
  /** The role of the pictures a field holds ("x-picture-role"): the sizes the build makes them in. */
  readonly pictures: Readonly<Record<string, string>>;
}

export interface BlockTypeAnnotations extends FieldAnnotations {
  /** What authors call this kind of block ("x-name"). */
  readonly name: string;
  /** Whether the block carries its page's main heading, its h1 ("x-page-heading"). */
  readonly pageHeading: boolean;
}

/** Every block type of schema/blocks/, by its "type". */
export const BLOCK_TYPES = ${JSON.stringify(blockTypes, null, 2)} as const satisfies {
  readonly [K in Block["type"]]: BlockTypeAnnotations;
};

/** The fields of pages, site.json and forms outside a page's blocks. */
export const DOCUMENT_FIELDS = ${JSON.stringify(documentFields, null, 2)} as const satisfies FieldAnnotations;
`;
}

/**
 * Source of src/generated/translatable-texts.ts: the places of the texts a translation may give
 * ("x-translate"), of each block type and of a page's own fields, by place without list indexes.
 */
export async function translatableTextsTable(schemaDir: string, banner: string): Promise<string> {
  const { blockTypes } = await schemaAnnotations(schemaDir);
  const pageFields = emptyAnnotations();
  const pageSchema = (await $RefParser.dereference(join(schemaDir, "page.schema.json"))) as SchemaNode;
  collect(pageSchema, [], pageFields, "schema/page.schema.json");
  const places = ({ texts }: FieldAnnotations) => Object.keys(texts).sort();
  const textsOf = async (name: "site" | "form") => {
    const fields = emptyAnnotations();
    const schema = (await $RefParser.dereference(join(schemaDir, `${name}.schema.json`))) as SchemaNode;
    collect(schema, [], fields, `schema/${name}.schema.json`);
    return places(fields);
  };
  const byType = Object.fromEntries(Object.entries(blockTypes).map(([type, entry]) => [type, places(entry)]));
  return `${banner}
import type { Block } from "./page";

/** Each block type's texts a translation may give ("heading", "items/answer"). */
export const BLOCK_TEXTS = ${JSON.stringify(byType, null, 2)} as const satisfies {
  readonly [K in Block["type"]]: readonly string[];
};

/** A page's own texts a translation may give, outside its blocks ("title", "meta/description"). */
export const PAGE_TEXTS = ${JSON.stringify(places(pageFields), null, 2)} as const;

/** The site settings' texts a translation may give (pages/ne/_site.json: "navigation/label", "words/frame/skipToContent"). */
export const SITE_TEXTS = ${JSON.stringify(await textsOf("site"), null, 2)} as const;

/** A form's texts a translation may give (pages/ne/_forms/: "title", "fields/label"). */
export const FORM_TEXTS = ${JSON.stringify(await textsOf("form"), null, 2)} as const;
`;
}

const emptyAnnotations = (): FieldAnnotations => ({ labels: {}, lists: {}, pictures: {}, texts: {} });

/**
 * Walks a dereferenced schema, noting each annotation at the place of the field it is on. A list's
 * entries add no key, and the annotations of an entry's own schema are not the list's. A page's
 * blocks are not entered: each block type has its own entry.
 */
function collect(
  node: SchemaNode,
  keys: string[],
  into: FieldAnnotations,
  where: string,
  entry = false,
  seen = new Set<SchemaNode>(),
): void {
  if (seen.has(node)) return;
  const inside = new Set(seen).add(node);
  const place = keys.join("/");
  if (keys.length > 0 && !entry) {
    note(into.labels, place, node["x-label"], where);
    note(into.lists, place, node["x-entries"], where);
    note(into.pictures, place, node["x-picture-role"], where);
  }
  // A list's entries that are texts make the list's place one of texts. A text that names something (a
  // category) is a plain string, not common.schema.json's text.
  if (keys.length > 0 && node["x-translate"] === true) note(into.texts, place, true, where);
  for (const keyword of ["allOf", "anyOf", "oneOf"]) {
    for (const branch of (node[keyword] as SchemaNode[] | undefined) ?? []) {
      collect(branch, keys, into, where, entry, inside);
    }
  }
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    collect(child, [...keys, name], into, where, false, inside);
  }
  const isPageBlocks = place === "blocks" && where === "schema/page.schema.json";
  if (node.items && !isPageBlocks) {
    for (const item of [node.items].flat()) collect(item, keys, into, where, true, inside);
  }
}

function note<T>(table: Record<string, T>, place: string, value: T | undefined, where: string): void {
  if (value === undefined) return;
  if (Object.hasOwn(table, place) && JSON.stringify(table[place]) !== JSON.stringify(value)) {
    throw new SchemaFileError(
      `${where} annotates "${place}" as ${JSON.stringify(value)} where another schema has ${JSON.stringify(table[place])}: ` +
        "give the field one set of words.",
    );
  }
  table[place] = value;
}
