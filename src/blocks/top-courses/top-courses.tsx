import { use } from "react";
import type { BlockProps } from "../../content/blocks";
import type { CourseSummary } from "../../content/catalogue/course-categories";
import type { BlockEntry } from "../block-entry";
import { CARD_SIZES } from "../../pictures/picture-roles";
import { CourseCard } from "../../ui/course-card";
import { Section } from "../../ui/section";
import { SmartLink } from "../../ui/smart-link";
import { languageOfPath } from "../../content/translation/languages";
import { useTextLanguage } from "../../ui/text-language";

const MAX_COURSES = 15;

/** The courses the block names, in its order, from every course with its card. */
function TopCourses({ block, courses }: TopCoursesProps) {
  const every = use(courses);
  const langOf = useTextLanguage();
  const picked = block.courses.slice(0, MAX_COURSES).flatMap((path) => every.find((c) => c.path === path) ?? []);
  return (
    <Section heading={block.heading} tone="muted">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {picked.map((course) => (
          <CourseCard key={course.path} course={course} pictureSizes={CARD_SIZES.fourARow} />
        ))}
      </div>
      <div className="mt-10 text-center">
        <SmartLink href={block.action.href} lang={langOf(block.action.label)} className="btn-primary">
          {block.action.label}
        </SmartLink>
      </div>
    </Section>
  );
}

type TopCoursesProps = BlockProps<"top-courses"> & { courses: Promise<CourseSummary[]> };

export const topCourses: BlockEntry<"top-courses", TopCoursesProps> = {
  component: TopCourses,
  resolve: (block, { page, catalogue }) => ({ block, courses: catalogue.courses(languageOfPath(page?.path ?? "/")) }),
};
