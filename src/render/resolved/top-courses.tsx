import { TopCourses } from "../../blocks/top-courses/top-courses";
import type { BlockProps } from "../../content/blocks";
import { use } from "react";
import { loadCourseSummaries } from "./catalogue-summaries";

/** The top courses, given every course with its card to pick the block's from. */
export function ResolvedTopCourses({ block }: BlockProps<"top-courses">) {
  return <TopCourses block={block} courses={use(loadCourseSummaries())} />;
}
