import type { CheckedDocument } from "./checked-document.ts";
import { pointerOf } from "../../src/lib/json-pointer.ts";
import type { FormWords, Problem } from "./problem.ts";
import { quoted } from "./quoted.ts";

/** Search results cut titles and descriptions longer than this (in characters). */
const LIMITS = { title: 60, description: 160 } as const;
type MetaField = keyof typeof LIMITS;

/**
 * Search-result text: short enough not to be cut, and different on every page so results can be
 * told apart. Warnings, not errors: the page still works, it just shows worse in search.
 */
export function metaChecks(documents: CheckedDocument[]): Problem[] {
  const problems: Problem[] = [];
  const warn = (doc: CheckedDocument, field: MetaField, message: string, hint: string, form?: FormWords) => {
    const pointer = pointerOf(["meta", field]);
    problems.push({ file: doc.file, severity: "warning", pointer, message, hint, form, ...doc.source.locate(pointer) });
  };

  for (const field of Object.keys(LIMITS) as MetaField[]) {
    const owners = new Map<string, CheckedDocument[]>();
    for (const doc of documents) {
      const text = doc.document.meta[field];
      owners.set(text, [...(owners.get(text) ?? []), doc]);
      const length = [...text].length;
      if (length > LIMITS[field]) {
        warn(
          doc,
          field,
          `The search ${field} is ${length} characters long; search results show about ${LIMITS[field]}.`,
          `Shorten it to ${LIMITS[field]} characters or fewer, so it is not cut off.`,
        );
      }
    }
    for (const docs of owners.values()) {
      if (docs.length < 2) continue;
      for (const doc of docs) {
        const others = docs.filter((d) => d !== doc).map((d) => d.file);
        warn(
          doc,
          field,
          `The search ${field} is the same as in ${others.join(", ")}.`,
          `Give every page its own ${field}, so search results can tell them apart.`,
          {
            message: `The search ${field} is the same as on ${docs
              .filter((d) => d !== doc)
              .map((d) => quoted(d.document.title))
              .join(", ")}.`,
            hint: `Give every page its own ${field}, so search results can tell them apart.`,
          },
        );
      }
    }
  }
  return problems;
}
