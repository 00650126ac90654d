import { batchDayInNepali } from "../content/batch-days";
import { devanagariDigits } from "../lib/devanagari-digits";
import type { plannedBatches } from "../content/next-batch";
import { MARKERS } from "../runtime/markers";

/** A class type in Nepali. */
const CLASS_TYPE_NE = { physical: "कक्षामा", online: "अनलाइन" } as const;

/**
 * The batches as a Nepali page says them: the day in Bikram Sambat first, in Devanagari digits, then
 * the Gregorian's (in English, and marked so); seats left in Devanagari digits.
 */
export function BatchDatesInNepali({
  batches,
  className,
}: {
  batches: ReturnType<typeof plannedBatches>;
  className?: string;
}) {
  return (
    <ul className={className}>
      {batches.map(({ classType, starts, seatsLeft }) => {
        const { bikramSambat, gregorian } = batchDayInNepali(starts);
        return (
          <li key={classType} {...{ [MARKERS.starts]: starts }}>
            <strong>{CLASS_TYPE_NE[classType]}:</strong> {bikramSambat ? `${bikramSambat} ` : null}
            <span lang="en">({gregorian})</span> देखि
            {seatsLeft !== undefined ? ` · ${devanagariDigits(seatsLeft)} सिट बाँकी` : null}
          </li>
        );
      })}
    </ul>
  );
}
