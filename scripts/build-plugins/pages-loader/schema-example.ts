/** The parts of a JSON Schema that say what an example value looks like. */
export interface ExampleSchema {
  const?: unknown;
  examples?: unknown[];
  properties?: Record<string, ExampleSchema>;
}

/**
 * A value built from a schema's own examples: its first example; else its constant; else, for an
 * object, each property's example (those without one left out). Every field of our schemas has
 * examples, so a block can be drawn and tested from its schema alone, whatever the pages say.
 */
export function exampleOf(schema: ExampleSchema): unknown {
  if (schema.examples?.length) return schema.examples[0];
  if ("const" in schema) return schema.const;
  if (!schema.properties) return undefined;
  const entries = Object.entries(schema.properties).flatMap(([name, property]) => {
    const value = exampleOf(property);
    return value === undefined ? [] : [[name, value] as const];
  });
  return Object.fromEntries(entries);
}
