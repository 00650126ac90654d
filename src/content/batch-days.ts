import { batchDays, batchDaysNe } from "virtual:batch-days";
import { gregorianDay } from "./next-batch";

/**
 * A batch's first day in words in both calendars, as the build wrote it (no page carries the calendar's
 * conversion); a day the build did not see (typed in the editor, not yet saved) in the Gregorian's alone.
 */
export function batchDayInWords(starts: string): string {
  return batchDays[starts] ?? gregorianDay(starts);
}

/** A batch's first day as a Nepali page says it: in Bikram Sambat, as the build wrote it, then the Gregorian's. */
export function batchDayInNepali(starts: string): { bikramSambat?: string; gregorian: string } {
  return { bikramSambat: batchDaysNe[starts], gregorian: gregorianDay(starts) };
}
