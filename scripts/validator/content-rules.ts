import type { CheckedDocument } from "./checked-document.ts";
import type { Problem } from "./problem.ts";

const SLOT_MINUTES = 90;
const H1_BLOCKS = new Set(["hero", "hero-slider", "course-intro", "testimonial-list"]);

/**
 * Rules a schema cannot say: a course page has its class times, class slots last 90 minutes, one
 * main heading per page.
 */
export function contentRules(doc: CheckedDocument): Problem[] {
  const problems: Problem[] = [];
  const report = (pointer: string, message: string, hint?: string) =>
    problems.push({ file: doc.file, severity: "error", pointer, message, hint, ...doc.source.locate(pointer) });

  let mainHeadings = 0;
  doc.document.blocks.forEach((block, i) => {
    if (H1_BLOCKS.has(block.type) || ("headingLevel" in block && block.headingLevel === 1)) mainHeadings += 1;
    if (block.type !== "class-timings") return;
    for (const group of ["physical", "online"] as const) {
      block[group].forEach((slot, j) => {
        const length = minutes(slot.end) - minutes(slot.start);
        const pointer = `/blocks/${i}/${group}/${j}`;
        if (length <= 0) {
          report(
            `${pointer}/end`,
            `In block ${i + 1} (class-timings): the ${group} class at ${slot.start} ends before it starts (${slot.end}).`,
            'Times use the 24-hour clock: 3:00 PM is "15:00".',
          );
        } else if (length !== SLOT_MINUTES) {
          report(
            `${pointer}/end`,
            `In block ${i + 1} (class-timings): the ${group} class ${slot.start}–${slot.end} lasts ${length} minutes; classes last ${SLOT_MINUTES}.`,
            `Set "end" to "${clock(minutes(slot.start) + SLOT_MINUTES)}".`,
          );
        }
      });
    }
  });
  if (doc.document.kind === "course" && !doc.document.blocks.some((block) => block.type === "class-timings")) {
    report(
      "/blocks",
      'A course page needs a "class-timings" block; this one has none.',
      'Add a block with "type": "class-timings" and three "physical" and three "online" classes, as in the other course pages.',
    );
  }
  if (mainHeadings !== 1) {
    report(
      "/blocks",
      `The page has ${mainHeadings} main headings; it needs exactly one.`,
      'Start the page with one "hero" or "course-intro" block, or give one grid "headingLevel": 1.',
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
