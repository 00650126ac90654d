import { toBik } from "bikram-sambat";
import { gregorianDay } from "../../../src/content/next-batch.ts";

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

/** "Sun 7 Dec 2025 · 21 Mangsir 2082": the day in the Gregorian calendar and in Bikram Sambat. */
export function inBothCalendars(date: string): string {
  const bs = toBik(date);
  return `${gregorianDay(date)} · ${bs.day} ${BS_MONTHS[bs.month - 1]} ${bs.year}`;
}
