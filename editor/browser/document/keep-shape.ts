import { sameJson } from "./same-json";
import { isRecord } from "../../../src/lib/is-record";

const isEmptyRecord = (value: unknown) => isRecord(value) && Object.keys(value).length === 0;

/**
 * The data the form reports, written the way the data before the change was: keys keep their order
 * (a new key goes last), a cleared value (undefined) leaves, and so does an object the author emptied.
 * rjsf rebuilds objects in the schema's property order and reports a cleared field as undefined, so
 * without this a save would reorder, or leave "{}" in, a file whose words did not change.
 */
export function keepShape(before: unknown, after: unknown): unknown {
  if (Array.isArray(after)) {
    const previous: unknown[] = Array.isArray(before) ? before : [];
    // A moved item keeps its own shape, not that of the item that was in its place.
    return after.map((item, index) => {
      const same = sameJson(previous[index], item) ? previous[index] : previous.find((old) => sameJson(old, item));
      return same !== undefined ? same : keepShape(previous[index], item);
    });
  }
  if (!isRecord(after)) return after;
  const previous = isRecord(before) ? before : {};
  const keys = [
    ...Object.keys(previous).filter((key) => key in after),
    ...Object.keys(after).filter((key) => !(key in previous)),
  ];
  const shaped: Record<string, unknown> = {};
  for (const key of keys) {
    const value = keepShape(previous[key], after[key]);
    if (value === undefined || (isEmptyRecord(value) && !isEmptyRecord(previous[key]))) continue;
    shaped[key] = value;
  }
  return shaped;
}
