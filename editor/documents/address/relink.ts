import type { Reference } from "../../../scripts/validator/create-ajv.ts";
import { segmentsOf } from "../../../src/lib/json-pointer.ts";

/**
 * Makes every link and course reference in `data` that leads to `from` lead to `to`, keeping what
 * follows the address (?query or #part), in place. `references` are the schema checker's for
 * `data` (every value its schema marks with "x-ref"). Returns how many it changed.
 */
export function relink(data: unknown, references: readonly Reference[], from: string, to: string): number {
  let changed = 0;
  for (const { pointer, value } of references) {
    const rest = value.slice(from.length);
    if (!value.startsWith(from) || (rest !== "" && !/^[?#]/.test(rest))) continue;
    const keys = segmentsOf(pointer);
    const parent = keys.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], data);
    (parent as Record<string, unknown>)[keys.at(-1) as string] = to + rest;
    changed += 1;
  }
  return changed;
}
