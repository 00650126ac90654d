import { CourseGrid } from "../../blocks/course-grid/course-grid";
import type { BlockProps } from "../../content/blocks";
import { courseSummaries } from "./catalogue-summaries";

/** The course grid, given every course with its card. */
export function ResolvedCourseGrid({ block }: BlockProps<"course-grid">) {
  return <CourseGrid block={block} courses={courseSummaries} />;
}
