import { readFileSync } from "node:fs";
import { join } from "node:path";
import { exampleOf, type ExampleSchema } from "../scripts/build-plugins/pages-loader/schema-example";
import type { CourseCard, ServiceCard } from "../src/generated/page";
import type { Catalogue } from "../src/content/catalogue/catalogue";
import { courseCategories, type CourseSummary, type ServiceSummary } from "../src/content/catalogue/course-categories";

const pageSchema = JSON.parse(readFileSync(join(import.meta.dirname, "../schema/page.schema.json"), "utf8")) as {
  definitions: Record<"courseCard" | "serviceCard", ExampleSchema>;
};

/**
 * `count` courses titled "Example Course 1"... at /example-course-1..., each with the schema's example
 * card, in the category "Web Development" (or those given, in turn).
 */
export function exampleCourses(count: number, categories = ["Web Development"]): CourseSummary[] {
  const card = exampleOf(pageSchema.definitions.courseCard) as CourseCard;
  return Array.from({ length: count }, (_, i) => ({
    title: `Example Course ${i + 1}`,
    path: `/example-course-${i + 1}`,
    category: categories[i % categories.length],
    card: { ...card, points: card.points.map((point) => `${point} (${i + 1})`) },
  }));
}

/** `count` services titled "Example Service 1"... at /example-service-1..., each with the schema's example card. */
export function exampleServices(count: number): ServiceSummary[] {
  const card = exampleOf(pageSchema.definitions.serviceCard) as ServiceCard;
  return Array.from({ length: count }, (_, i) => ({
    title: `Example Service ${i + 1}`,
    path: `/example-service-${i + 1}`,
    card,
  }));
}

/** A promise already settled, as `use` reads one at once (React's status fields). */
export const settled = <T>(value: T): Promise<T> =>
  Object.assign(Promise.resolve(value), { status: "fulfilled", value });

/**
 * A small catalogue, as the site's would be: `courses` example courses shared in turn between "Web
 * Development" and "Data Science", and `services` example services; the menus name every course.
 */
export function exampleCatalogue({ courses: count = 6, services: serviceCount = 3 } = {}): Catalogue {
  const titled = exampleCourses(count, ["Web Development", "Data Science"]);
  const categories = courseCategories(titled);
  const courses = titled.map((course) => ({
    ...course,
    category: categories.find((c) => c.title === course.category)!.slug,
  }));
  const services = exampleServices(serviceCount);
  return {
    services,
    categories: categories.map((category) => ({
      ...category,
      courses: category.courses.map(({ title, path }) => ({ title, path })),
    })),
    everyCourseListed: true,
    courseIndex: () => settled(courses.map(({ card: _card, ...entry }) => entry)),
    courses: () => settled(courses),
    serviceSummaries: () => settled(services),
  };
}
