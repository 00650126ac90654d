import type { RJSFSchema } from "@rjsf/utils";
import { resolveLocal } from "./resolve-local";

/**
 * For each block of a page that lacks a field its schema requires, the fields it lacks, by index.
 * A block's component may need them to be drawn at all (a list to go through), so the preview
 * waits for them rather than failing on a block the author has only just added.
 */
export function missingBlockFields(schema: RJSFSchema, data: unknown): Record<number, string[]> {
  const blocks = (data as { blocks?: unknown } | null)?.blocks;
  const items = resolveLocal(schema, (schema.properties?.blocks as RJSFSchema | undefined)?.items as RJSFSchema);
  if (!Array.isArray(blocks) || !items?.oneOf) return {};
  const options = items.oneOf.map((option) => resolveLocal(schema, option as RJSFSchema));
  const missing: Record<number, string[]> = {};
  blocks.forEach((block: Record<string, unknown> | null, index) => {
    const option = options.find(
      (candidate) => (candidate?.properties?.type as RJSFSchema | undefined)?.const === block?.type,
    );
    const lacking = (option?.required ?? []).filter((field) => block?.[field] === undefined);
    if (lacking.length > 0) missing[index] = lacking;
  });
  return missing;
}
