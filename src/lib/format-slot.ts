import type { Slot } from "../generated/page";
import { clockTime } from "./clock-time";

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

function twelveHour(clock: string): { time: string; period: "AM" | "PM" } {
  const [hours, minutes] = clock.split(":");
  const h = Number(hours);
  return { time: `${h % 12 === 0 ? 12 : h % 12}:${minutes}`, period: h < 12 ? "AM" : "PM" };
}
