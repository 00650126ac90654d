import { todayInNepal } from "../../src/content/next-batch.ts";
import type { CoursePage } from "../../src/generated/page.ts";
import type { CheckedDocument } from "./checked-document.ts";
import { problemIn } from "./messages.ts";
import type { Problem } from "./problem.ts";

/**
 * A course's next batch whose first day has come (in Nepal): a warning, since the page simply stops
 * showing it (and offers to tell the visitor when one opens), but the staff should plan the next.
 */
export function batchRules(doc: Pick<CheckedDocument, "file" | "source">, today = todayInNepal()): Problem[] {
  const { kind, nextBatches } = (doc.source.value ?? {}) as Partial<CoursePage> & { kind?: unknown };
  if (kind !== "course" || typeof nextBatches !== "object" || nextBatches === null) return [];
  return (["physical", "online"] as const).flatMap((classType) => {
    const starts = nextBatches[classType]?.starts;
    if (typeof starts !== "string" || starts > today) return [];
    const pointer = `/nextBatches/${classType}/starts`;
    return [problemIn(doc, { code: "batchStarted", params: { classType, starts }, pointer })];
  });
}
