import clsx from "clsx";
import { useId } from "react";
import { Link, NavLink } from "react-router-dom";
import type { CatalogueEntry } from "../../content/catalogue";
import type { BlockProps } from "../../content/blocks";
import { SharedItems } from "../../render-once/shared-items";
import { DraftMark } from "../../ui/draft-mark";

/** Courses the navigation links, under their category's name when it has one. */
export interface CourseNavGroup {
  heading?: string;
  /** Names the list for the build: pages given the same courses share their markup. */
  listId: string;
  courses: CatalogueEntry[];
}

interface CourseNavProps {
  /** On a course page: every course, its own category's first; or, with a large catalogue, its category's. */
  groups: CourseNavGroup[];
  /** The page's own course when no group names it. */
  current?: CatalogueEntry;
  /** Where the rest are listed (the category's page, every course), when the groups are not all of them. */
  more?: { label: string; href: string }[];
}

/** A strip of course links that scrolls sideways, each category's courses after its name. */
export function CourseNav({ block, groups, current, more }: BlockProps<"course-nav"> & CourseNavProps) {
  const id = useId();
  return (
    <nav aria-label={block.heading} className="border-b border-slate-200 bg-white">
      <div className="container-page flex items-center gap-3 py-3">
        <h2 className="shrink-0 text-sm font-semibold uppercase tracking-wide text-slate-500">{block.heading}</h2>
        <ul className="flex gap-4 overflow-x-auto pb-1">
          {groups.map((group, index) => (
            <li
              key={group.listId}
              className={clsx("flex shrink-0 items-center gap-2", index > 0 && "border-l border-slate-200 pl-4")}
            >
              {group.heading ? (
                <span id={`${id}-${index}`} className="text-xs font-semibold text-slate-500">
                  {group.heading}
                </span>
              ) : null}
              <ul aria-labelledby={group.heading ? `${id}-${index}` : undefined} className="flex gap-2">
                <SharedItems
                  id={group.listId}
                  items={group.courses}
                  keyOf={(course) => course.path}
                  linkOf={(course) => course.path}
                >
                  {(course) => (
                    <li className="shrink-0">
                      <NavLink to={course.path} className="nav-chip">
                        {course.title}
                        <DraftMark draft={course.draft} />
                      </NavLink>
                    </li>
                  )}
                </SharedItems>
              </ul>
            </li>
          ))}
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
