import { BLOCK_TYPES, DOCUMENT_FIELDS, type FieldAnnotations } from "../../../src/generated/block-types.ts";
import type { FieldPath } from "../../../src/lib/json-pointer.ts";

const isIndex = (segment: string | number) => typeof segment === "number" || /^\d+$/.test(segment);

/**
 * What the schemas say of the field at `path` ("x-label", "x-entries"): the annotations of the
 * block it is in, given that block's type, else of the document; and the field's place there,
 * without list indexes ("items/question").
 */
export function annotationsAt(
  path: FieldPath,
  blockType: string | undefined,
): { annotations: FieldAnnotations; place: string } {
  const keys = path.filter((segment) => !isIndex(segment)).map(String);
  const inBlock = keys[0] === "blocks" && path.length > 2 && blockType !== undefined;
  if (inBlock && Object.hasOwn(BLOCK_TYPES, blockType)) {
    return { annotations: BLOCK_TYPES[blockType as keyof typeof BLOCK_TYPES], place: keys.slice(1).join("/") };
  }
  return { annotations: DOCUMENT_FIELDS, place: inBlock ? "" : keys.join("/") };
}
