import type { PageDocument } from "../generated/page";
import { COURSES_PATH } from "./catalogue/course-categories";

export interface Crumb {
  name: string;
  path: string;
}

/**
 * Where a page sits: Home › Courses › ReactJS, Home › Courses › Web Development Courses (a category's
 * page). The same trail is shown on the page and given to search engines.
 */
export function breadcrumbTrail(document: Pick<PageDocument, "kind" | "title" | "path">): Crumb[] {
  const trail = [{ name: "Home", path: "/" }];
  const inCourses = document.kind === "course" || document.path.startsWith(`${COURSES_PATH}/`);
  if (inCourses) trail.push({ name: "Courses", path: COURSES_PATH });
  if (document.kind === "service") trail.push({ name: "Services", path: "/services" });
  trail.push({ name: document.title, path: document.path });
  return trail;
}
