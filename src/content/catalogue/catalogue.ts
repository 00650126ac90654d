import { categories, everyCourseListed, services } from "virtual:catalogue";
import { loadPart } from "../../runtime/load-part";
import { once } from "../../lib/once-each";
import type { CourseCategory, CourseSummary, Named, ServiceSummary } from "./course-categories";

/**
 * The courses and services, as the pages were validated. What every page carries is here at once: the
 * services and the course categories (naming every course while the catalogue is small, the site's
 * `listEveryCourseUpTo`, otherwise each category's first). Every course, and every card, is fetched
 * once, when first asked for: a page weighs the same with 1,000 courses as with 27.
 */
export interface Catalogue {
  services: Named<ServiceSummary>[];
  categories: CourseCategory[];
  /** Whether the categories name every course. */
  everyCourseListed: boolean;
  /** Every course, in order, without its card (what the search needs). */
  courseIndex: () => Promise<Omit<CourseSummary, "card">[]>;
  /** Every course with its card (what the grids draw). */
  courses: () => Promise<CourseSummary[]>;
  /** Every service with its card. */
  serviceSummaries: () => Promise<ServiceSummary[]>;
}

// Three modules, so that a page loads only what it shows: the lists (every page), the index (the
// search), the cards (the grids). Each promise carries React's status once settled (`use` reads it at once).
const courseIndex = once(() => loadPart(() => import("virtual:course-index")).then((module) => module.courses));
const cards = once(() => loadPart(() => import("virtual:cards")));

export const catalogue: Catalogue = {
  services,
  categories,
  everyCourseListed,
  courseIndex,
  courses: once(async () => {
    const [index, { courseCards, courseBatches }] = await Promise.all([courseIndex(), cards()]);
    return index.map((course) => ({
      ...course,
      card: courseCards[course.path],
      ...(courseBatches[course.path] && { nextBatches: courseBatches[course.path] }),
    }));
  }),
  serviceSummaries: once(async () => {
    const { serviceCards } = await cards();
    return services.map((service) => ({ ...service, card: serviceCards[service.path] }));
  }),
};
