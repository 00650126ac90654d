import { Link, NavLink } from "react-router-dom";
import type { CatalogueEntry } from "../../content/catalogue";
import type { BlockProps } from "../../content/blocks";
import { SharedItems } from "../../render-once/shared-items";
import { DraftMark } from "../../ui/draft-mark";

interface CourseNavProps {
  /** The courses to link: on a course page, those its category names on every page. */
  courses: CatalogueEntry[];
  /** Names the list for the build: pages given the same courses share their markup. */
  listId?: string;
  /** The page's own course when `courses` does not name it. */
  current?: CatalogueEntry;
  /** Where the rest are listed (the category's page, every course), when `courses` is not all of them. */
  more?: { label: string; href: string }[];
}

export function CourseNav({
  block,
  courses,
  listId = "course navigation",
  current,
  more,
}: BlockProps<"course-nav"> & CourseNavProps) {
  return (
    <nav aria-label={block.heading} className="border-b border-slate-200 bg-white">
      <div className="container-page flex items-center gap-3 py-3">
        <h2 className="shrink-0 text-sm font-semibold uppercase tracking-wide text-slate-500">{block.heading}</h2>
        <ul className="flex gap-2 overflow-x-auto pb-1">
          <SharedItems id={listId} items={courses} keyOf={(course) => course.path} linkOf={(course) => course.path}>
            {(course) => (
              <li className="shrink-0">
                <NavLink to={course.path} className="nav-chip">
                  {course.title}
                  <DraftMark draft={course.draft} />
                </NavLink>
              </li>
            )}
          </SharedItems>
          {current ? (
            <li className="shrink-0">
              <NavLink to={current.path} className="nav-chip">
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
