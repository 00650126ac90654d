import { BLOCK_TYPES } from "../generated/block-types.ts";
import { isRecord } from "../lib/is-record.ts";

/**
 * Whether a block carries its page's main heading, its h1: its type's schema says so
 * ("x-page-heading"), or the block asks for one ("headingLevel": 1). The validator counts them (one
 * a page); the share card shows the first.
 */
export function holdsMainHeading(block: unknown): boolean {
  if (!isRecord(block)) return false;
  const { type } = block;
  const byType = typeof type === "string" && Object.hasOwn(BLOCK_TYPES, type);
  return (byType && BLOCK_TYPES[type as keyof typeof BLOCK_TYPES].pageHeading) || block.headingLevel === 1;
}
