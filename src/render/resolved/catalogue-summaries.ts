import { courseCards, serviceCards } from "../../content/cards";
import { services } from "../../content/catalogue";
import { loadCourseIndex } from "../../content/load-course-index";
import type { CourseSummary } from "../../ui/course-card";
import type { ServiceSummary } from "../../ui/service-card";

export type CourseSummaryInCategory = CourseSummary & { category: string };

let summaries: Promise<CourseSummaryInCategory[]> | undefined;

// Imported only by the grids' chunks: the cards of the whole catalogue load where a grid shows them.
/** Every course with its card, once the course index has come (a settled promise for `use`). */
export function loadCourseSummaries(): Promise<CourseSummaryInCategory[]> {
  if (!summaries) {
    const loading = loadCourseIndex().then((courses) =>
      courses.map((course) => ({ ...course, card: courseCards[course.path] })),
    );
    // React's status fields: `use` reads a settled promise without suspending (no flash on hydration).
    const tracked = Object.assign(loading, { status: "pending" });
    tracked.then((value) => Object.assign(tracked, { status: "fulfilled", value }));
    summaries = tracked;
  }
  return summaries;
}

export const serviceSummaries: ServiceSummary[] = services.map((service) => ({
  ...service,
  card: serviceCards[service.path],
}));
