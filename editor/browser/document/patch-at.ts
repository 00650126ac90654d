import type { FieldPath } from "../../../src/lib/json-pointer";
import { isRecord } from "../../../src/lib/is-record";

/**
 * The document with the object at `path` given these values: its other fields, and the order of its
 * keys, stay as they are (a new key goes last). Only the objects and lists on the way are copied.
 */
export function patchAt(document: unknown, path: FieldPath, values: Record<string, unknown>): unknown {
  if (path.length === 0) return { ...(isRecord(document) ? document : {}), ...values };
  const [head, ...rest] = path;
  if (Array.isArray(document)) {
    const index = Number(head);
    return document.map((item, i) => (i === index ? patchAt(item, rest, values) : item));
  }
  const record = isRecord(document) ? document : {};
  return { ...record, [head]: patchAt(record[head], rest, values) };
}

/** The page with a block inserted at an index of its blocks; the page's other keys keep their order. */
export function withBlockAt(page: unknown, index: number, block: object): unknown {
  const blocks = (page as { blocks?: unknown[] } | null)?.blocks ?? [];
  return { ...(page as object), blocks: [...blocks.slice(0, index), block, ...blocks.slice(index)] };
}
