import { readFileSync } from "node:fs";
import { join } from "node:path";
import { exampleOf, type ExampleSchema } from "../scripts/build-plugins/pages-loader/schema-example";
import type { CourseCard, ServiceCard } from "../src/generated/page";
import type { CourseSummary } from "../src/ui/course-card";
import type { ServiceSummary } from "../src/ui/service-card";

const pageSchema = JSON.parse(readFileSync(join(import.meta.dirname, "../schema/page.schema.json"), "utf8")) as {
  definitions: Record<"courseCard" | "serviceCard", ExampleSchema>;
};

/** `count` courses titled "Example Course 1"... at /example-course-1..., each with the schema's example card. */
export function exampleCourses(count: number): CourseSummary[] {
  const card = exampleOf(pageSchema.definitions.courseCard) as CourseCard;
  return Array.from({ length: count }, (_, i) => ({
    title: `Example Course ${i + 1}`,
    path: `/example-course-${i + 1}`,
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
