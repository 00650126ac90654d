import type { courses } from "virtual:course-index";
import { loadPart } from "../app/boot/load-part";

export type CourseIndex = typeof courses;

let loading: Promise<CourseIndex> | undefined;

/**
 * Every course's title and address, fetched once, when first needed (the search, on first use): the
 * catalogue never rides in a page's own scripts, so they weigh the same with 1,000 courses as with 27.
 */
export function loadCourseIndex(): Promise<CourseIndex> {
  loading ??= loadPart(() => import("virtual:course-index")).then((module) => module.courses);
  return loading;
}
