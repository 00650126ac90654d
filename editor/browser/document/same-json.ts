import { isRecord } from "../../../src/lib/is-record";

/** Whether two values are written as the same JSON, whatever the order of their keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = (record: Record<string, unknown>) => Object.keys(record).filter((key) => record[key] !== undefined);
    const [aKeys, bKeys] = [keys(a), keys(b)];
    return aKeys.length === bKeys.length && aKeys.every((key) => sameJson(a[key], b[key]));
  }
  return Object.is(a, b);
}
