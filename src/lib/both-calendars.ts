import { toBik } from "bikram-sambat";

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
