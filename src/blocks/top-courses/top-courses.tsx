import { courses } from "../../content/catalogue";
import type { BlockProps } from "../../content/blocks";
import { CourseCard } from "../../ui/course-card";
import { Section } from "../../ui/section";
import { SmartLink } from "../../ui/smart-link";

const MAX_COURSES = 15;

export function TopCourses({ block }: BlockProps<"top-courses">) {
  const picked = block.courses.slice(0, MAX_COURSES).flatMap((path) => courses.find((c) => c.path === path) ?? []);
  return (
    <Section heading={block.heading} tone="muted">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {picked.map((course) => (
          <CourseCard key={course.path} course={course} />
        ))}
      </div>
      <div className="mt-10 text-center">
        <SmartLink href={block.action.href} className="btn-primary">
          {block.action.label}
        </SmartLink>
      </div>
    </Section>
  );
}
