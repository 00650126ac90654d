import type { CheckedDocument } from "./checked-document.ts";
import { pointerOf } from "../../src/lib/json-pointer.ts";
import { problemIn } from "./messages.ts";
import type { Problem } from "./problem.ts";

/** Search results cut titles and descriptions longer than this (in characters). */
const LIMITS = { title: 60, description: 160 } as const;
type MetaField = keyof typeof LIMITS;

/**
 * Search-result text: short enough not to be cut, and different on every page so results can be
 * told apart. Warnings, not errors: the page still works, it just shows worse in search.
 */
export function metaChecks(documents: CheckedDocument[]): Problem[] {
  const problems: Problem[] = [];

  for (const field of Object.keys(LIMITS) as MetaField[]) {
    const owners = new Map<string, CheckedDocument[]>();
    for (const doc of documents) {
      const text = doc.document.meta[field];
      owners.set(text, [...(owners.get(text) ?? []), doc]);
      const length = [...text].length;
      if (length > LIMITS[field]) {
        const params = { field, length, limit: LIMITS[field] };
        problems.push(problemIn(doc, { code: "longSearchText", params, pointer: pointerOf(["meta", field]) }));
      }
    }
    for (const docs of owners.values()) {
      if (docs.length < 2) continue;
      for (const doc of docs) {
        const others = docs.filter((d) => d !== doc);
        const params = {
          field,
          otherFiles: others.map((d) => d.file),
          otherTitles: others.map((d) => d.document.title),
        };
        problems.push(problemIn(doc, { code: "sameSearchText", params, pointer: pointerOf(["meta", field]) }));
      }
    }
  }
  return problems;
}
