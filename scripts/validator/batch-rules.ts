import { todayInNepal } from "../../src/content/next-batch.ts";
import type { CoursePage } from "../../src/generated/page.ts";
import type { CheckedDocument } from "./checked-document.ts";
import { problemIn } from "./messages.ts";
import type { Problem } from "./problem.ts";

/**
 * A course's next batch whose first day has come (in Nepal): a warning, since the page simply stops
 * showing it, but the staff should plan the next. Once every batch it lists has started, the course
 * has none in the future, and a warning naming it says so: its page and card offer to tell the visitor
 * when the next opens (src/ui/batches-or-offer.tsx).
 */
export function batchRules(doc: Pick<CheckedDocument, "file" | "source">, today = todayInNepal()): Problem[] {
  const { kind, nextBatches, title } = (doc.source.value ?? {}) as Partial<CoursePage> & { kind?: unknown };
  if (kind !== "course" || typeof nextBatches !== "object" || nextBatches === null) return [];
  const listed = (["physical", "online"] as const).filter(
    (classType) => typeof nextBatches[classType]?.starts === "string",
  );
  const started = listed.filter((classType) => nextBatches[classType]!.starts <= today);
  const problems = started.map((classType) => {
    const { starts } = nextBatches[classType]!;
    const pointer = `/nextBatches/${classType}/starts`;
    return problemIn(doc, { code: "batchStarted", params: { classType, starts }, pointer });
  });
  if (listed.length > 0 && started.length === listed.length) {
    const course = typeof title === "string" ? title : doc.file;
    problems.unshift(problemIn(doc, { code: "noFutureBatch", params: { course }, pointer: "/nextBatches" }));
  }
  return problems;
}
