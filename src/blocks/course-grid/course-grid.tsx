import type { BlockProps } from "../../content/blocks";
import { CourseCard, type CourseSummary } from "../../ui/course-card";
import { Section } from "../../ui/section";

export function CourseGrid({ block, courses }: BlockProps<"course-grid"> & { courses: CourseSummary[] }) {
  return (
    <Section heading={block.heading} headingLevel={block.headingLevel} intro={block.subtitle}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {courses.map((course, index) => (
          <CourseCard
            key={course.path}
            course={course}
            sectionLevel={block.headingLevel}
            // A list whose heading is the page's h1 opens the page: its first picture is the main one.
            priority={block.headingLevel === 1 && index === 0}
          />
        ))}
      </div>
    </Section>
  );
}
