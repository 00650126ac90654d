import { segmentsOf } from "../../src/lib/json-pointer.ts";

/**
 * "In block 4 (faq): " for anything inside a block, "In the card: " inside the card, so the
 * author knows which part of a long file to open; "" elsewhere.
 */
export function whereInPage(document: unknown, pointer: string): string {
  const [top, index] = segmentsOf(pointer);
  if (top === "card" && index !== undefined) return "In the card: ";
  if (top !== "blocks" || index === undefined) return "";
  const blocks = (document as { blocks?: unknown } | null)?.blocks;
  const block: unknown = Array.isArray(blocks) ? blocks[Number(index)] : undefined;
  const type = (block as { type?: unknown } | null | undefined)?.type;
  return `In block ${Number(index) + 1}${typeof type === "string" ? ` (${type})` : ""}: `;
}
