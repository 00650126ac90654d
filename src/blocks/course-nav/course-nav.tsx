import clsx from "clsx";
import { useId } from "react";
import { Link, NavLink } from "react-router-dom";
import type { BlockProps } from "../../content/blocks";
import { CATALOGUE_LANGUAGE, type Catalogue } from "../../content/catalogue/catalogue";
import {
  courseOfPage,
  type CourseCategory,
  type CourseSummary,
  type Named,
} from "../../content/catalogue/course-categories";
import type { PageDocument } from "../../generated/page";
import type { BlockEntry } from "../block-entry";
import { DraftMark } from "../../ui/draft-mark";
import { fillIn } from "../../lib/fill-in";
import type { PageSiteSettings } from "../../content/site";
import { useLangFor, useTextLanguage } from "../../ui/text-language";

/** Courses the navigation links, under their category's name when it has one. */
export interface CourseNavGroup {
  heading?: string;
  /** Tells the groups apart: a category's slug. */
  key: string;
  courses: Named<CourseSummary>[];
}

interface CourseNavProps {
  /** On a course page: every course, its own category's first; or, with a large catalogue, its category's. */
  groups: CourseNavGroup[];
  /** The page's own course when no group names it. */
  current?: Named<CourseSummary>;
  /** Where the rest are listed (the category's page, every course), when the groups are not all of them. */
  more?: { label: string; href: string }[];
}

/** A strip of course links that scrolls sideways, each category's courses after its name. */
function CourseNav({ block, groups, current, more }: BlockProps<"course-nav"> & CourseNavProps) {
  const id = useId();
  const langOf = useTextLanguage();
  const langFor = useLangFor();
  return (
    <nav aria-labelledby={`${id}-heading`} className="border-b border-slate-200 bg-white">
      <div className="container-page flex items-center gap-3 py-3">
        <h2
          id={`${id}-heading`}
          lang={langOf(block.heading)}
          className="shrink-0 text-sm font-semibold uppercase tracking-wide text-slate-500"
        >
          {block.heading}
        </h2>
        <ul className="flex gap-4 overflow-x-auto pb-1">
          {groups.map((group, index) => (
            <li
              key={group.key}
              className={clsx("flex shrink-0 items-center gap-2", index > 0 && "border-l border-slate-200 pl-4")}
            >
              {group.heading ? (
                <span
                  id={`${id}-${index}`}
                  lang={langFor(CATALOGUE_LANGUAGE)}
                  className="text-xs font-semibold text-slate-500"
                >
                  {group.heading}
                </span>
              ) : null}
              <ul aria-labelledby={group.heading ? `${id}-${index}` : undefined} className="flex gap-2">
                {group.courses.map((course) => (
                  <li key={course.path} className="shrink-0">
                    <NavLink to={course.path} lang={langFor(CATALOGUE_LANGUAGE)} className="nav-chip">
                      {course.title}
                      <DraftMark draft={course.draft} />
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          {current ? (
            <li className="shrink-0">
              <NavLink to={current.path} lang={langFor(CATALOGUE_LANGUAGE)} className="nav-chip">
                {current.title}
                <DraftMark draft={current.draft} />
              </NavLink>
            </li>
          ) : null}
          {more?.map((link) => (
            <li key={link.href} className="shrink-0">
              <Link to={link.href} className="chip font-semibold text-brand-700">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/**
 * On a course page: every course, its own category's first, while the catalogue is small (the
 * site's `listEveryCourseUpTo`); with a large one, the courses its category names on every page
 * and links to the category's page and to every course. The page's own course is added when no
 * list names it (a course being written in the editor). Elsewhere, the categories.
 */
export function courseNavOf(
  page: PageDocument | undefined,
  { categories, everyCourseListed }: Pick<Catalogue, "categories" | "everyCourseListed">,
  words: Pick<PageSiteSettings["words"], "allCoursesOfCategory" | "allCoursesOfCategoryIn" | "everyCourse">,
): CourseNavProps {
  const ofPage = courseOfPage(page, categories);
  if (!ofPage) return { groups: [{ key: "categories", courses: categories }] };
  const { course, category } = ofPage;
  const groupOf = ({ slug, title, courses }: CourseCategory): CourseNavGroup => ({
    heading: everyCourseListed ? title : undefined,
    key: slug,
    courses,
  });
  const groups = everyCourseListed
    ? [category, ...categories.filter((other) => other.slug !== category.slug)].map(groupOf)
    : [groupOf(category)];
  const named = groups.some((group) => group.courses.some((entry) => entry.path === course.path));
  return {
    groups,
    current: named ? undefined : course,
    more: everyCourseListed
      ? undefined
      : [
          {
            label: `${fillIn(words.allCoursesOfCategory, { count: category.count })} ${fillIn(words.allCoursesOfCategoryIn, { category: category.title })}`,
            href: category.path,
          },
          { label: words.everyCourse, href: "/courses" },
        ],
  };
}

export const courseNav: BlockEntry<"course-nav", BlockProps<"course-nav"> & CourseNavProps> = {
  component: CourseNav,
  resolve: (block, { page, catalogue, site }) => ({ block, ...courseNavOf(page, catalogue, site.words) }),
};
