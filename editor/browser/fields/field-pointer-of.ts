import { pointerOf, segmentsOf } from "../../../src/lib/json-pointer";

/**
 * The field an element of the form belongs to, as a JSON pointer: the field it sits in (fields carry
 * data-pointer, form/field-template.tsx), or for a block's own controls (its panel's heading and
 * buttons, outside its fields) the block (panels carry data-block, form/block-panel.tsx).
 */
export function fieldPointerOf(element: Element): string | undefined {
  const field = element.closest<HTMLElement>("[data-pointer]")?.dataset.pointer;
  const block = element.closest<HTMLElement>("[data-block]")?.dataset.block;
  if (block !== undefined && (field === undefined || blockIndexOf(field) === undefined))
    return pointerOf(["blocks", block]);
  return field;
}

/** The index of the page block a pointer is in ("/blocks/3/items/0" is in block 3), if any. */
export function blockIndexOf(pointer: string): number | undefined {
  const [first, index] = segmentsOf(pointer);
  return first === "blocks" && index !== undefined && /^\d+$/.test(index) ? Number(index) : undefined;
}
