import { courseCards, serviceCards } from "../../content/cards";
import { courses, services } from "../../content/catalogue";
import type { CourseSummary } from "../../ui/course-card";
import type { ServiceSummary } from "../../ui/service-card";

// Imported only by the grids' chunks: the cards of the whole catalogue load where a grid shows them.
export const courseSummaries: CourseSummary[] = courses.map((course) => ({
  ...course,
  card: courseCards[course.path],
}));
export const serviceSummaries: ServiceSummary[] = services.map((service) => ({
  ...service,
  card: serviceCards[service.path],
}));
