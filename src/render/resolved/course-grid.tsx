import { CourseGrid } from "../../blocks/course-grid/course-grid";
import type { BlockProps } from "../../content/blocks";
import { categories } from "../../content/catalogue";
import { categorySlug, NAMED_PER_CATEGORY } from "../../content/course-categories";
import { use } from "react";
import { loadCourseSummaries } from "./catalogue-summaries";

/**
 * Cards each category shows on /courses, its page showing the rest: as many as the lists every
 * page carries name, so /courses still shows each of today's courses.
 */
export const OVERVIEW_CARDS = NAMED_PER_CATEGORY;
/** Cards a category's page shows before listing the rest of its courses as links. */
export const CATEGORY_CARDS = 24;

/**
 * The course grid: given a category, that category's courses (the first as cards, the rest as
 * links, so each is one tap away with no script); otherwise the categories, each with its first
 * cards and a link to its page. A page weighs the same with 1,000 courses as with 27.
 */
export function ResolvedCourseGrid({ block }: BlockProps<"course-grid">) {
  const courseSummaries = use(loadCourseSummaries());
  if (block.category) {
    const slug = categorySlug(block.category);
    const inCategory = courseSummaries.filter((course) => course.category === slug);
    const rest = inCategory.slice(CATEGORY_CARDS).sort((a, b) => a.title.localeCompare(b.title));
    return (
      <CourseGrid
        block={block}
        courses={inCategory.slice(0, CATEGORY_CARDS)}
        more={{ heading: `Every other ${block.category} course, A to Z`, courses: rest }}
      />
    );
  }
  const groups = categories.map((category) => ({
    ...category,
    courses: courseSummaries.filter((course) => course.category === category.slug).slice(0, OVERVIEW_CARDS),
  }));
  return <CourseGrid block={block} groups={groups} />;
}
