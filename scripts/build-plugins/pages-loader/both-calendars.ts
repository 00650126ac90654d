import { toBik } from "bikram-sambat";
import { gregorianDay } from "../../../src/content/next-batch.ts";
import { devanagariDigits } from "../../../src/lib/devanagari-digits.ts";

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

/** The months of Bikram Sambat and the days of the week, as Nepali writes them. */
const BS_MONTHS_NE = ["बैशाख", "जेठ", "असार", "साउन", "भदौ", "असोज", "कात्तिक", "मंसिर", "पुस", "माघ", "फागुन", "चैत"];
const WEEKDAYS_NE = ["आइतबार", "सोमबार", "मङ्गलबार", "बुधबार", "बिहीबार", "शुक्रबार", "शनिबार"];

/** "२१ मंसिर २०८२, आइतबार": the day in Bikram Sambat first, as a Nepali reader expects it (the Gregorian follows it on the page). */
export function inBikramSambat(date: string): string {
  const bs = toBik(date);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return `${devanagariDigits(bs.day)} ${BS_MONTHS_NE[bs.month - 1]} ${devanagariDigits(bs.year)}, ${WEEKDAYS_NE[weekday]}`;
}

/** "Sun 7 Dec 2025 · 21 Mangsir 2082": the day in the Gregorian calendar and in Bikram Sambat. */
export function inBothCalendars(date: string): string {
  const bs = toBik(date);
  return `${gregorianDay(date)} · ${bs.day} ${BS_MONTHS[bs.month - 1]} ${bs.year}`;
}
