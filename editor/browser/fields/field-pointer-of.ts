import { blockIndexOf } from "./block-index-of";
import { pointerOf } from "../../../src/lib/json-pointer";

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
