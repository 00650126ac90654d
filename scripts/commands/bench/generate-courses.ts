import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CoursePage } from "../../../src/generated/page.ts";
import { readPageTexts } from "../../content-layout/read-page-texts.ts";
import { schemaFor } from "../../content-layout/content-layout.ts";

const TEMPLATE = "pages/courses/frontend-development.json";
const PREFIX = "generated-course-";
const numberOf = (i: number) => String(i).padStart(4, "0");
/** The address (without "/") of the course the generated ones copy. */
export const TEMPLATE_PATH = "frontend-development";
/** The address (without "/") of the first generated course, for looking at its built page. */
export const firstGeneratedPath = `${PREFIX}${numberOf(1)}`;

/**
 * Writes `count` course documents into ROOT/pages/courses, copies of a committed course with
 * their own address, title and search text (so no rule sees duplicates), spread over the committed
 * courses' categories, replacing any written before. Returns how many page documents pages/ then holds.
 */
export function generateCourses(root: string, count: number): number {
  const folder = join(root, "pages/courses");
  for (const name of readdirSync(folder)) if (name.startsWith(PREFIX)) rmSync(join(folder, name));
  const template = JSON.parse(readFileSync(join(root, TEMPLATE), "utf8")) as CoursePage;
  // Spread over today's categories, as a real catalogue would be: not 1,000 courses in one group.
  const categories = [
    ...new Set(
      readdirSync(folder)
        .filter((name) => !name.startsWith(PREFIX))
        .map((name) => (JSON.parse(readFileSync(join(folder, name), "utf8")) as CoursePage).category)
        .filter((category): category is string => Boolean(category)),
    ),
  ];
  for (let i = 1; i <= count; i += 1) {
    const number = numberOf(i);
    const slug = `${PREFIX}${number}`;
    const course: CoursePage = {
      ...template,
      path: `/${slug}`,
      title: `Generated Course ${number}`,
      order: 10_000 + i,
      ...(categories.length > 0 && { category: categories[i % categories.length] }),
      meta: {
        ...template.meta,
        title: `Generated Course ${number} in Kathmandu | Yeti Bytes`,
        description: `Generated course ${number}: a copy of ${template.title} used to measure how validation and the build grow with the number of pages.`,
      },
    };
    writeFileSync(join(folder, `${slug}.json`), `${JSON.stringify(course, null, 2)}\n`);
  }
  return [...readPageTexts(root).keys()].filter((file) => schemaFor(file) === "page").length;
}
