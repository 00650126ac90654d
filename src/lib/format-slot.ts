import type { Slot } from "../generated/page";

/** "07:00"–"08:30" reads "7:00–8:30 AM"; a slot across noon reads "11:00 AM–12:30 PM". */
export function formatSlot({ start, end }: Slot): string {
  const from = twelveHour(start);
  const to = twelveHour(end);
  return from.period === to.period
    ? `${from.time}–${to.time} ${to.period}`
    : `${from.time} ${from.period}–${to.time} ${to.period}`;
}

function twelveHour(clock: string): { time: string; period: "AM" | "PM" } {
  const [hours, minutes] = clock.split(":");
  const h = Number(hours);
  return { time: `${h % 12 === 0 ? 12 : h % 12}:${minutes}`, period: h < 12 ? "AM" : "PM" };
}
