import { use } from "react";
import { Link } from "react-router-dom";
import type { BlockProps } from "../../content/blocks";
import {
  categorySlug,
  NAMED_PER_CATEGORY,
  type CourseCategory,
  type CourseSummary,
} from "../../content/catalogue/course-categories";
import type { BlockEntry } from "../block-entry";
import { CourseCard } from "../../ui/course-card";
import { DraftMark } from "../../ui/draft-mark";
import { Section } from "../../ui/section";
import { useSite } from "../../ui/site-settings";
import { usePageLanguage } from "../../ui/page-language";
import { fillIn } from "../../lib/fill-in";
import { numberIn } from "../../lib/devanagari-digits";
import { languageOfPath } from "../../content/translation/languages";
import { useLangFor } from "../../ui/text-language";
import { CATALOGUE_LANGUAGE } from "../../content/catalogue/catalogue";

/** A category as the overview shows it: its first cards and a link to its page, which has them all. */
export interface CourseGroup {
  title: string;
  path: string;
  count: number;
  courses: CourseSummary[];
}

interface CourseGridProps {
  /** Cards in one grid (a category's page, or a grid given its courses). */
  courses?: CourseSummary[];
  /** Or the catalogue by category: each category's first cards under its heading. */
  groups?: CourseGroup[];
  /** Courses after the cards, as plain links: the rest of a category, so every course is one tap away. */
  more?: { heading: string; courses: Pick<CourseSummary, "title" | "path" | "draft" | "language">[] };
}

/**
 * Cards each category shows on /courses, its page showing the rest: as many as the lists every
 * page carries name, so /courses still shows each of today's courses.
 */
export const OVERVIEW_CARDS = NAMED_PER_CATEGORY;
/** Cards a category's page shows before listing the rest of its courses as links. */
export const CATEGORY_CARDS = 24;

/**
 * Given a category, that category's courses (the first as cards, the rest as links, so each is one
 * tap away with no script); otherwise the categories, each with its first cards and a link to its
 * page. A page weighs the same with 1,000 courses as with 27.
 */
function CatalogueCourseGrid({ block, courses, categories }: CatalogueCourseGridProps) {
  const every = use(courses);
  const { words } = useSite();
  if (block.category) {
    const slug = categorySlug(block.category);
    const inCategory = every.filter((course) => course.category === slug);
    const rest = inCategory.slice(CATEGORY_CARDS).sort((a, b) => a.title.localeCompare(b.title));
    const heading = fillIn(words.everyOtherCourse, { category: block.category });
    return <CourseGrid block={block} courses={inCategory.slice(0, CATEGORY_CARDS)} more={{ heading, courses: rest }} />;
  }
  const groups = categories.map((category) => ({
    ...category,
    courses: every.filter((course) => course.category === category.slug).slice(0, OVERVIEW_CARDS),
  }));
  return <CourseGrid block={block} groups={groups} />;
}

type CatalogueCourseGridProps = BlockProps<"course-grid"> & {
  courses: Promise<CourseSummary[]>;
  categories: CourseCategory[];
};

export const courseGrid: BlockEntry<"course-grid", CatalogueCourseGridProps> = {
  component: CatalogueCourseGrid,
  resolve: (block, { page, catalogue }) => ({
    block,
    // In the page's language: on a page in Nepali, a course translated into it shows its Nepali card.
    courses: catalogue.courses(languageOfPath(page?.path ?? "/")),
    categories: catalogue.categories,
  }),
};

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

export function CourseGrid({ block, courses = [], groups, more }: BlockProps<"course-grid"> & CourseGridProps) {
  const langFor = useLangFor();
  const level = block.headingLevel ?? 2;
  return (
    <Section heading={block.heading} headingLevel={block.headingLevel} intro={block.subtitle}>
      {groups ? (
        <div className="space-y-14">
          {groups.map((group, index) => (
            <CategoryGroup key={group.path} group={group} level={level} priority={level === 1 && index === 0} />
          ))}
        </div>
      ) : (
        <div className={GRID}>
          {courses.map((course, index) => (
            <CourseCard
              key={course.path}
              course={course}
              sectionLevel={block.headingLevel}
              // A list whose heading is the page's h1 opens the page: its first picture is the main one.
              priority={level === 1 && index === 0}
            />
          ))}
        </div>
      )}
      {more && more.courses.length > 0 ? (
        <>
          {level === 1 ? (
            <h2 className="mt-14 text-2xl font-bold text-slate-900">{more.heading}</h2>
          ) : (
            <h3 className="mt-14 text-2xl font-bold text-slate-900">{more.heading}</h3>
          )}
          <ul className="mt-6 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
            {more.courses.map((course) => (
              <li key={course.path}>
                <Link
                  to={course.path}
                  lang={langFor(course.language)}
                  className="block py-2 font-medium text-brand-700 hover:underline"
                >
                  {course.title}
                  <DraftMark draft={course.draft} />
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}

/** One category of the overview: heading, first cards, and a link to every course of it. */
function CategoryGroup({ group, level, priority }: { group: CourseGroup; level: 1 | 2; priority: boolean }) {
  const Heading = level === 1 ? "h2" : "h3";
  const { words } = useSite();
  const count = numberIn(usePageLanguage(), group.count);
  const langFor = useLangFor();
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <Heading className="text-2xl font-bold text-slate-900">
          <Link to={group.path} lang={langFor(CATALOGUE_LANGUAGE)} className="hover:text-brand-700">
            {group.title}
          </Link>
        </Heading>
        <Link to={group.path} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700">
          {group.count === 1 ? words.itsPage : fillIn(words.allCoursesOfCategory, { count })}
          <span className="sr-only"> {fillIn(words.allCoursesOfCategoryIn, { category: group.title })}</span>
          <span aria-hidden="true">→</span>
        </Link>
      </div>
      <div className={`mt-6 ${GRID}`}>
        {group.courses.map((course, index) => (
          <CourseCard
            key={course.path}
            course={course}
            sectionLevel={level === 1 ? 2 : undefined}
            priority={priority && index === 0}
          />
        ))}
      </div>
    </div>
  );
}
