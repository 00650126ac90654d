import type { SchemaChecker } from "../../../scripts/validator/create-ajv.ts";
import { relink } from "./relink.ts";

/**
 * The document as it is saved at its new address: its own links to its old address lead to the
 * new one, and the new address is no longer one of its aliases (a page moving back to an address
 * it had). Whether the old address stays an alias is the author's choice, made in the data.
 */
export function atNewAddress(data: unknown, { from, to }: { from: string; to: string }, checker: SchemaChecker) {
  const moved = structuredClone(data) as Record<string, unknown>;
  if (Array.isArray(moved.aliases)) {
    const aliases = moved.aliases.filter((alias) => alias !== to);
    if (aliases.length > 0) moved.aliases = aliases;
    else delete moved.aliases;
  }
  relink(moved, checker.check("page", moved).references, from, to);
  return moved;
}
