import { clockTime } from "../../src/lib/clock-time.ts";
import type { CheckedDocument } from "./checked-document.ts";
import type { FormWords, Problem } from "./problem.ts";
import { isRecord } from "../../src/lib/is-record.ts";

const SLOT_MINUTES = 90;
const H1_BLOCKS = new Set(["hero", "hero-slider", "course-intro", "testimonial-list"]);

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** A time as the site stores it ("07:30"); one written otherwise is the schema's to report. */
const storedTime = (value: unknown) => (typeof value === "string" && clockTime(value) === value ? value : undefined);

/**
 * Rules a schema cannot say: a course page has its class times, class slots last 90 minutes, one
 * main heading per page. They read the document however it is shaped, so they run, and report,
 * alongside its schema's errors rather than after them: an author sees every problem at once.
 */
export function contentRules(doc: Pick<CheckedDocument, "file" | "source">): Problem[] {
  const problems: Problem[] = [];
  const report = (pointer: string, message: string, hint: string, form: FormWords) =>
    problems.push({ file: doc.file, severity: "error", pointer, message, hint, form, ...doc.source.locate(pointer) });
  const document = isRecord(doc.source.value) ? doc.source.value : {};
  const blocks = listOf(document.blocks).filter(isRecord);

  let mainHeadings = 0;
  listOf(document.blocks).forEach((block, i) => {
    if (!isRecord(block)) return;
    if (H1_BLOCKS.has(String(block.type)) || block.headingLevel === 1) mainHeadings += 1;
    if (block.type !== "class-timings") return;
    for (const group of ["physical", "online"] as const) {
      listOf(block[group]).forEach((slot, j) => {
        const start = isRecord(slot) ? storedTime(slot.start) : undefined;
        const end = isRecord(slot) ? storedTime(slot.end) : undefined;
        if (!start || !end) return;
        const length = minutes(end) - minutes(start);
        const pointer = `/blocks/${i}/${group}/${j}/end`;
        if (length <= 0) {
          report(
            pointer,
            `In block ${i + 1} (class-timings): the ${group} class at ${start} ends before it starts (${end}).`,
            'Times use the 24-hour clock: 3:00 PM is "15:00".',
            {
              message: `This class ends before it starts at ${start}.`,
              hint: "Times use the 24-hour clock: 3:00 PM is 15:00.",
            },
          );
        } else if (length !== SLOT_MINUTES) {
          const fixed = clock(minutes(start) + SLOT_MINUTES);
          report(
            pointer,
            `In block ${i + 1} (class-timings): the ${group} class ${start}–${end} lasts ${length} minutes; classes last ${SLOT_MINUTES}.`,
            `Set "end" to "${fixed}".`,
            { message: `This class lasts ${length} minutes; classes last ${SLOT_MINUTES}. Make it end at ${fixed}.` },
          );
        }
      });
    }
  });
  if (document.kind === "course" && !blocks.some((block) => block.type === "class-timings")) {
    report(
      "/blocks",
      'A course page needs a "class-timings" block; this one has none.',
      'Add a block with "type": "class-timings" and three "physical" and three "online" classes, as in the other course pages.',
      {
        message: "A course page needs its class times; this one has no section for them.",
        hint: "Add a class timings section with three classroom and three online times.",
      },
    );
  }
  if (mainHeadings !== 1) {
    report(
      "/blocks",
      `The page has ${mainHeadings} main headings; it needs exactly one.`,
      'Start the page with one "hero" or "course-intro" block, or give one grid "headingLevel": 1.',
      {
        message: `The page has ${mainHeadings} main headings; it needs exactly one.`,
        hint: "Start the page with one section that has the main heading (a page top or a course introduction), or give one grid heading level 1.",
      },
    );
  }
  return problems;
}

function minutes(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
}

function clock(total: number): string {
  const h = Math.floor(total / 60) % 24;
  return `${String(h).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}
