import { annotationsAt } from "./field-annotations.ts";
import type { ListNoun } from "../../../src/generated/block-types.ts";
import type { FieldPath } from "../../../src/lib/json-pointer.ts";

export type { ListNoun };

/** What the entries of the list at `path` are called, where its schema says ("x-entries"). */
export function listNoun(path: FieldPath, blockType: string | undefined): ListNoun | undefined {
  const { annotations, place } = annotationsAt(path, blockType);
  return Object.hasOwn(annotations.lists, place) ? annotations.lists[place] : undefined;
}
