import { clockTime } from "../../src/lib/clock-time.ts";
import type { CheckedDocument } from "./checked-document.ts";
import { problemIn, type Finding } from "./messages.ts";
import type { Problem } from "./problem.ts";
import { holdsMainHeading } from "../../src/content/main-heading.ts";
import { isRecord } from "../../src/lib/is-record.ts";

const SLOT_MINUTES = 90;

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** A time as the site stores it ("07:30"); one written otherwise is the schema's to report. */
const storedTime = (value: unknown) => (typeof value === "string" && clockTime(value) === value ? value : undefined);

/**
 * Rules a schema cannot say: a course page has its class times, class slots last 90 minutes, one
 * main heading per page. They read the document however it is shaped, so they run, and report,
 * alongside its schema's errors rather than after them: an author sees every problem at once.
 */
export function contentRules(doc: Pick<CheckedDocument, "file" | "source">): Problem[] {
  const found: Finding[] = [];
  const document = isRecord(doc.source.value) ? doc.source.value : {};
  const blocks = listOf(document.blocks).filter(isRecord);

  let mainHeadings = 0;
  listOf(document.blocks).forEach((block, i) => {
    if (!isRecord(block)) return;
    if (holdsMainHeading(block)) mainHeadings += 1;
    if (block.type !== "class-timings") return;
    for (const group of ["physical", "online"] as const) {
      listOf(block[group]).forEach((slot, j) => {
        const start = isRecord(slot) ? storedTime(slot.start) : undefined;
        const end = isRecord(slot) ? storedTime(slot.end) : undefined;
        if (!start || !end) return;
        const length = minutes(end) - minutes(start);
        const pointer = `/blocks/${i}/${group}/${j}/end`;
        if (length <= 0) {
          found.push({ code: "classEndsBeforeStart", params: { group, start, end }, pointer });
        } else if (length !== SLOT_MINUTES) {
          const fixed = clock(minutes(start) + SLOT_MINUTES);
          const params = { group, start, end, length, slot: SLOT_MINUTES, fixed };
          found.push({ code: "classLength", params, pointer });
        }
      });
    }
  });
  if (document.kind === "course" && !blocks.some((block) => block.type === "class-timings"))
    found.push({ code: "noClassTimings", params: {}, pointer: "/blocks" });
  if (mainHeadings !== 1) found.push({ code: "mainHeadings", params: { count: mainHeadings }, pointer: "/blocks" });
  return found.map((finding) => problemIn(doc, finding));
}

function minutes(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
}

function clock(total: number): string {
  const h = Math.floor(total / 60) % 24;
  return `${String(h).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}
