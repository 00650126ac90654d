import type { CoursePage } from "../generated/page";
import { batchDayInWords } from "../content/batch-days";
import { usePageLanguage } from "./page-language";
import { CLASS_TYPE_WORDS, plannedBatches } from "../content/next-batch";
import { MARKERS } from "../runtime/markers";
import { BatchDatesInNepali } from "./batch-dates-in-nepali";

/**
 * A course's planned batches, the soonest first, each with its first day in both calendars (and its
 * seats left, where the staff give them). Each carries its day (MARKERS.starts): the page's first script
 * hides one whose day has come, in the pre-rendered HTML and in every page drawn after it
 * (src/app/boot/first-script/started-batches.ts), so a batch that has started is never shown as upcoming,
 * even between builds.
 */
export function BatchDates({ nextBatches, className }: { nextBatches: CoursePage["nextBatches"]; className?: string }) {
  const batches = plannedBatches({ nextBatches });
  const nepali = usePageLanguage() === "ne";
  if (batches.length === 0) return null;
  if (nepali) return <BatchDatesInNepali batches={batches} className={className} />;
  return (
    <ul className={className}>
      {batches.map(({ classType, starts, seatsLeft }) => (
        <li key={classType} {...{ [MARKERS.starts]: starts }}>
          <strong>{CLASS_TYPE_WORDS[classType]}:</strong> starts {batchDayInWords(starts)}
          {seatsLeft !== undefined ? ` · ${seatsLeft === 1 ? "1 seat" : `${seatsLeft} seats`} left` : null}
        </li>
      ))}
    </ul>
  );
}
