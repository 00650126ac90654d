import { pointerOf, segmentsOf, type FieldPath } from "../../../src/lib/json-pointer";
import { sameJson } from "./same-json";
import { isRecord } from "../../../src/lib/is-record";

/** One field that the author's copy and the other saved copy give different values. */
export interface FieldDifference {
  pointer: string;
  /** As the document was when the author opened it (undefined: the field did not exist). */
  base: unknown;
  /** The author's value (undefined: removed). */
  ours: unknown;
  /** The value saved meanwhile by someone else (undefined: removed). */
  theirs: unknown;
  /** Who changed it since it was opened: the side to keep unless the author says otherwise. */
  changedBy: "us" | "them" | "both";
}

/**
 * Where the author's copy and the copy saved meanwhile differ, field by field: a text, a number, a
 * choice; a list whose length differs, or whose entries differ in kind, is one field as a whole
 * (entries moved or added cannot be told apart by place). A field neither changed is not listed.
 */
export function fieldDifferences(base: unknown, ours: unknown, theirs: unknown): FieldDifference[] {
  const differences: FieldDifference[] = [];
  const walk = (path: FieldPath, b: unknown, o: unknown, t: unknown) => {
    if (sameJson(o, t)) return;
    if (isRecord(o) && isRecord(t)) {
      const keys = [...new Set([...Object.keys(t), ...Object.keys(o)])];
      for (const key of keys) walk([...path, key], isRecord(b) ? b[key] : undefined, o[key], t[key]);
      return;
    }
    if (Array.isArray(o) && Array.isArray(t) && o.length === t.length) {
      o.forEach((item, i) => walk([...path, i], Array.isArray(b) ? b[i] : undefined, item, t[i]));
      return;
    }
    const changedByUs = !sameJson(o, b);
    const changedByThem = !sameJson(t, b);
    differences.push({
      pointer: pointerOf(path),
      base: b,
      ours: o,
      theirs: t,
      changedBy: changedByUs && changedByThem ? "both" : changedByUs ? "us" : "them",
    });
  };
  walk([], base, ours, theirs);
  return differences;
}

export type FieldChoice = "ours" | "theirs";

/** The side kept when the author has not chosen: the one that changed the field (the author's, when both did). */
export const defaultChoice = ({ changedBy }: FieldDifference): FieldChoice =>
  changedBy === "them" ? "theirs" : "ours";

/**
 * The copy saved meanwhile with each field the author chose to keep of theirs laid over it: every
 * other field stays as saved, so nothing either side wrote is lost unless the author chose so.
 */
export function withChoices(
  theirs: unknown,
  differences: readonly FieldDifference[],
  choices: Readonly<Record<string, FieldChoice>>,
): unknown {
  return differences.reduce((document, difference) => {
    const choice = choices[difference.pointer] ?? defaultChoice(difference);
    return choice === "ours" ? setAt(document, segmentsOf(difference.pointer), difference.ours) : document;
  }, theirs);
}

/** The document with `value` at `path` (removed where undefined); only the objects and lists on the way are copied. */
function setAt(document: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(document)) {
    return document.map((item, i) => (i === Number(head) ? setAt(item, rest, value) : item));
  }
  const record = isRecord(document) ? document : {};
  const next = setAt(record[head], rest, value);
  if (next === undefined) {
    const { [head]: _removed, ...others } = record;
    return others;
  }
  return { ...record, [head]: next };
}
