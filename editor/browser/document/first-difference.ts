import type { FieldPath } from "../../../src/lib/json-pointer";
import { isRecord } from "../../../src/lib/is-record";

/**
 * Where two versions of a document first differ: the deepest field that changed ("/blocks/5/items/2/answer"),
 * or the list an entry was added to or removed from, at that entry. Undefined when they are the same.
 */
export function firstDifference(before: unknown, after: unknown, path: FieldPath = []): FieldPath | undefined {
  if (Object.is(before, after)) return undefined;
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    for (let i = 0; i < length; i += 1) {
      if (i >= before.length || i >= after.length) return [...path, i];
      const inner = firstDifference(before[i], after[i], [...path, i]);
      if (inner) return inner;
    }
    return undefined;
  }
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const inner = firstDifference(before[key], after[key], [...path, key]);
      if (inner) return inner;
    }
    return undefined;
  }
  return path;
}
