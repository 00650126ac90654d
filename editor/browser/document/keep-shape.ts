import type { RJSFSchema } from "@rjsf/utils";
import { resolveLocal, taggedOption } from "./resolve-local";
import { sameJson } from "./same-json";
import { isRecord } from "../../../src/lib/is-record";

const isEmptyRecord = (value: unknown) => isRecord(value) && Object.keys(value).length === 0;

/** Whether a value holds nothing an author wrote: only empty texts, lists and groups. */
const holdsNothing = (value: unknown): boolean =>
  value === undefined ||
  value === "" ||
  (Array.isArray(value) && value.every(holdsNothing)) ||
  (isRecord(value) && Object.values(value).every(holdsNothing));

/** The schema of a value: its "$ref" followed and, where it is one of several shapes, the one its tag names. */
function shapeOf(root: RJSFSchema, node: RJSFSchema | undefined, value: unknown): RJSFSchema | undefined {
  const schema = resolveLocal(root, node);
  return schema?.discriminator ? taggedOption(root, schema, value) : schema;
}

/**
 * The data the form reports, written the way the data before the change was: keys keep their order
 * (a new key goes last), a cleared value (undefined) leaves, and so does an object the author emptied.
 * rjsf rebuilds objects in the schema's property order and reports a cleared field as undefined, so
 * without this a save would reorder, or leave "{}" in, a file whose words did not change. Given the
 * schema, an optional group the author typed into and then emptied leaves too (a button under a text,
 * an offer of the visitor's own e-mail), rather than staying with its required texts left "", which
 * would block the save.
 */
export function keepShape(before: unknown, after: unknown, node?: RJSFSchema, root = node): unknown {
  const schema = root && shapeOf(root, node, after);
  if (Array.isArray(after)) {
    const previous: unknown[] = Array.isArray(before) ? before : [];
    // A moved item keeps its own shape, not that of the item that was in its place.
    return after.map((item, index) => {
      const same = sameJson(previous[index], item) ? previous[index] : previous.find((old) => sameJson(old, item));
      return same !== undefined
        ? same
        : keepShape(previous[index], item, schema?.items as RJSFSchema | undefined, root);
    });
  }
  if (!isRecord(after)) return after;
  const previous = isRecord(before) ? before : {};
  const keys = [
    ...Object.keys(previous).filter((key) => key in after),
    ...Object.keys(after).filter((key) => !(key in previous)),
  ];
  const emptied = (key: string, value: unknown) =>
    schema !== undefined &&
    !schema.required?.includes(key) &&
    isRecord(value) &&
    holdsNothing(value) &&
    !holdsNothing(previous[key]);
  const shaped: Record<string, unknown> = {};
  for (const key of keys) {
    const value = keepShape(previous[key], after[key], schema?.properties?.[key] as RJSFSchema | undefined, root);
    if (value === undefined || (isEmptyRecord(value) && !isEmptyRecord(previous[key])) || emptied(key, value)) continue;
    shaped[key] = value;
  }
  return shaped;
}
