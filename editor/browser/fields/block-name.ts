import { BLOCK_TYPES } from "../../../src/generated/block-types.ts";

/**
 * A kind of block by what it is for, as an author calls it ("faq" is "Frequently asked questions"):
 * its schema's "x-name". An unknown kind as it is written.
 */
export function blockName(type: unknown): string {
  return typeof type === "string" && Object.hasOwn(BLOCK_TYPES, type)
    ? BLOCK_TYPES[type as keyof typeof BLOCK_TYPES].name
    : String(type ?? "Section");
}
