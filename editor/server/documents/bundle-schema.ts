import { segmentsOf } from "../../../src/lib/json-pointer.ts";
import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import type { SchemaName } from "../../../scripts/content-layout/content-layout.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Keywords whose values are data, not schemas: a "$ref" key inside them is left alone. */
const DATA_KEYWORDS = new Set(["examples", "default", "const", "enum"]);
/** Keywords whose values map names to schemas: there a key named "default" is a property, not data. */
const MAP_KEYWORDS = new Set(["properties", "patternProperties", "definitions", "$defs", "dependencies"]);

/**
 * One schema/NAME.schema.json with everything it refers to (in other files, such as
 * blocks/faq.schema.json and common.schema.json, or in its own "definitions") copied into "$defs",
 * and every "$ref" rewritten to "#/$defs/<Name>", so a browser form library needs no loader.
 * Titles, descriptions, examples and the x-* keywords are kept as written.
 */
export function bundleSchema(schemaDir: string, name: SchemaName): JsonObject {
  const rootFile = `${name}.schema.json`;
  const files = new Map<string, JsonObject>();
  const names = new Map<string, string>();
  const defs: JsonObject = {};
  const pending: { key: string; file: string; fragment: string }[] = [];

  const load = (file: string) => {
    let schema = files.get(file);
    if (!schema) files.set(file, (schema = JSON.parse(readFileSync(join(schemaDir, file), "utf8")) as JsonObject));
    return schema;
  };
  const refTo = (from: string, ref: string): string => {
    const [path, fragment = ""] = ref.split("#");
    const file = path ? posix.join(posix.dirname(from), path) : from;
    if (file === rootFile && fragment === "") return "#";
    const key = `${file}#${fragment}`;
    if (!names.has(key)) {
      names.set(key, uniqueName(nameOf(load(file), file, fragment), new Set(names.values())));
      pending.push({ key, file, fragment });
    }
    return `#/$defs/${names.get(key)}`;
  };
  const rewrite = (node: Json, from: string, isMap = false): Json => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, from));
    if (node === null || typeof node !== "object") return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (isMap) return [key, rewrite(value, from)];
        if (key === "$ref" && typeof value === "string") return [key, refTo(from, value)];
        return [key, DATA_KEYWORDS.has(key) ? value : rewrite(value, from, MAP_KEYWORDS.has(key))];
      }),
    );
  };

  const { definitions: _definitions, $defs: _defs, ...root } = load(rootFile);
  const bundled = rewrite(root, rootFile) as JsonObject;
  for (let next = pending.shift(); next; next = pending.shift()) {
    const target = at(load(next.file), next.fragment);
    if (target === undefined) throw new Error(`schema/${next.file} has nothing at #${next.fragment}`);
    defs[names.get(next.key)!] = rewrite(next.fragment ? target : withoutFileKeywords(target), next.file);
  }
  return Object.keys(defs).length > 0 ? { ...bundled, $defs: defs } : bundled;
}

/** A whole file copied in: its own "definitions" are copied separately, when something refers to them. */
function withoutFileKeywords(schema: Json): Json {
  const { $schema: _schema, $id: _id, definitions: _definitions, $defs: _defs, ...rest } = schema as JsonObject;
  return rest;
}

function at(schema: Json, fragment: string): Json | undefined {
  let node: Json | undefined = schema;
  for (const key of segmentsOf(decodeURIComponent(fragment))) {
    node = node !== null && typeof node === "object" ? (node as JsonObject)[key] : undefined;
  }
  return node;
}

/** "FaqBlock" for a whole file (its title), "text" for common.schema.json#/definitions/text. */
function nameOf(schema: JsonObject, file: string, fragment: string): string {
  const last = fragment.split("/").pop();
  const title = typeof schema.title === "string" ? schema.title : posix.basename(file, ".schema.json");
  return (fragment ? last! : title).replace(/[^\w-]/g, "_");
}

function uniqueName(name: string, taken: Set<string>): string {
  let unique = name;
  for (let n = 2; taken.has(unique); n++) unique = `${name}${n}`;
  return unique;
}
