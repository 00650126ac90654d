import { toBik } from "bikram-sambat";
import type { CoursePage, NextBatch } from "../generated/page";

/** A course's next batch of one class type, as its page and card show it. */
export interface UpcomingBatch extends NextBatch {
  classType: "physical" | "online";
}

const CLASS_TYPES = ["physical", "online"] as const;
/** What each class type is called beside its date. */
export const CLASS_TYPE_WORDS = { physical: "In class", online: "Online" } as const;

/** The months of Bikram Sambat, as Nepal writes them in English. */
const BS_MONTHS = [
  "Baisakh",
  "Jestha",
  "Asar",
  "Shrawan",
  "Bhadra",
  "Asoj",
  "Kartik",
  "Mangsir",
  "Poush",
  "Magh",
  "Falgun",
  "Chaitra",
];

/** Today in Nepal, as year-month-day: a batch starts, and stops being upcoming, when Nepal's day begins. */
export function todayInNepal(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kathmandu" }).format(now);
}

/** A course's planned batches that have not started by `today`, the soonest first. */
export function upcomingBatches(course: Pick<CoursePage, "nextBatches">, today: string): UpcomingBatch[] {
  return CLASS_TYPES.flatMap((classType) => {
    const batch = course.nextBatches?.[classType];
    return batch && batch.starts > today ? [{ classType, ...batch }] : [];
  }).sort((a, b) => a.starts.localeCompare(b.starts));
}

/** "Sun 7 Dec 2025 · 21 Mangsir 2082": the day in the Gregorian calendar and in Bikram Sambat. */
export function inBothCalendars(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  const gregorian = new Date(Date.UTC(year, month - 1, day));
  const words = new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  })
    .format(gregorian)
    .replace(",", "");
  const bs = toBik(date);
  return `${words} · ${bs.day} ${BS_MONTHS[bs.month - 1]} ${bs.year}`;
}
