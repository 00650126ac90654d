import type { CoursePage, NextBatch } from "../generated/page";

/** A course's next batch of one class type, as its page and card show it. */
export interface PlannedBatch extends NextBatch {
  classType: "physical" | "online";
}

const CLASS_TYPES = ["physical", "online"] as const;
/** What each class type is called beside its date. */
export const CLASS_TYPE_WORDS = { physical: "In class", online: "Online" } as const;

/** Today in Nepal, as year-month-day: a batch starts, and stops being upcoming, when Nepal's day begins. */
export function todayInNepal(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kathmandu" }).format(now);
}

/** Where on its page a course says its next batches, or offers to tell of the next (its card leads there). */
export const NEXT_BATCH_ID = "next-batch";

/** A course's planned batches, the soonest first (whether or not their day has come). */
export function plannedBatches(course: Pick<CoursePage, "nextBatches">): PlannedBatch[] {
  return CLASS_TYPES.flatMap((classType) => {
    const batch = course.nextBatches?.[classType];
    return batch ? [{ classType, ...batch }] : [];
  }).sort((a, b) => a.starts.localeCompare(b.starts));
}

/** "Sun 7 Dec 2025": a day ("2025-12-07") in words, as the site writes dates. */
export function gregorianDay(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  })
    .format(new Date(Date.UTC(year, month - 1, day)))
    .replace(",", "");
}
