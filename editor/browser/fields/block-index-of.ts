import { segmentsOf } from "../../../src/lib/json-pointer";

/** The index of the page block a pointer is in ("/blocks/3/items/0" is in block 3), if any. */
export function blockIndexOf(pointer: string): number | undefined {
  const [first, index] = segmentsOf(pointer);
  return first === "blocks" && index !== undefined && /^\d+$/.test(index) ? Number(index) : undefined;
}
