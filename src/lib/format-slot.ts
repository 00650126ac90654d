import type { Slot } from "../generated/page";
import { clockTime } from "./clock-time";
import { inDevanagariDigits } from "./devanagari-digits";

/**
 * "07:00"–"08:30" reads "7:00–8:30 AM"; a slot across noon reads "11:00 AM–12:30 PM". A time not
 * written as the site stores it (the editor's preview of a page the validator still refuses) is
 * understood if it can be ("4:00 PM"), else shown as written, never given a second AM or PM.
 */
export function formatSlot({ start, end }: Slot): string {
  const startClock = clockTime(start);
  const endClock = clockTime(end);
  if (!startClock || !endClock) return `${start}–${end}`;
  const from = twelveHour(startClock);
  const to = twelveHour(endClock);
  return from.period === to.period
    ? `${from.time}–${to.time} ${to.period}`
    : `${from.time} ${from.period}–${to.time} ${to.period}`;
}

/**
 * A slot as a page in Nepali says it: the part of the day, then the time, in Devanagari digits ("बिहान
 * ६:००–७:३०"; "बिहान ११:००–दिउँसो १२:३०" across two parts of the day), as Nepal reads a clock.
 */
export function formatSlotInNepali({ start, end }: Slot): string {
  const startClock = clockTime(start);
  const endClock = clockTime(end);
  if (!startClock || !endClock) return `${start}–${end}`;
  const from = partOfDay(startClock);
  const to = partOfDay(endClock);
  const said =
    from.part === to.part ? `${from.part} ${from.time}–${to.time}` : `${from.part} ${from.time}–${to.part} ${to.time}`;
  return inDevanagariDigits(said);
}

function partOfDay(clock: string): { time: string; part: string } {
  const h = Number(clock.split(":")[0]);
  const part = h >= 4 && h < 12 ? "बिहान" : h >= 12 && h < 17 ? "दिउँसो" : h >= 17 && h < 20 ? "बेलुका" : "राति";
  return { time: twelveHour(clock).time, part };
}

function twelveHour(clock: string): { time: string; period: "AM" | "PM" } {
  const [hours, minutes] = clock.split(":");
  const h = Number(hours);
  return { time: `${h % 12 === 0 ? 12 : h % 12}:${minutes}`, period: h < 12 ? "AM" : "PM" };
}
