import { TopCourses } from "../../blocks/top-courses/top-courses";
import type { BlockProps } from "../../content/blocks";
import { courseSummaries } from "./catalogue-summaries";

/** The top courses, given every course with its card to pick the block's from. */
export function ResolvedTopCourses({ block }: BlockProps<"top-courses">) {
  return <TopCourses block={block} courses={courseSummaries} />;
}
