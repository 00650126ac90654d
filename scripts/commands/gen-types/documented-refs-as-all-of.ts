// Keywords whose values are data, not schemas, so a "$ref" inside them is left alone.
const DATA_KEYWORDS = new Set(["examples", "default", "const", "enum"]);

/**
 * The same schema with every `{ "$ref": X, "description": ..., "examples": ... }` written as
 * `{ "allOf": [{ "$ref": X }], "description": ..., "examples": ... }`, which means the same thing.
 * Fields carry their own description and examples beside "$ref" because editors show them;
 * json-schema-to-typescript would otherwise turn each such field into a copy of the named type
 * (Meta1, Meta2, ...). Wrapped, the field keeps the named type and its description as TSDoc.
 */
export function documentedRefsAsAllOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(documentedRefsAsAllOf);
  if (!schema || typeof schema !== "object") return schema;
  const entries = Object.entries(schema).map(([key, value]) => [
    key,
    DATA_KEYWORDS.has(key) ? value : documentedRefsAsAllOf(value),
  ]);
  const record = Object.fromEntries(entries) as Record<string, unknown>;
  if (typeof record.$ref !== "string" || Object.keys(record).length === 1) return record;
  const { $ref, ...siblings } = record;
  return { allOf: [{ $ref }], ...siblings };
}
