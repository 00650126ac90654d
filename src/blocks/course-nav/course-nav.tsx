import { NavLink } from "react-router-dom";
import type { CatalogueEntry } from "../../content/catalogue";
import type { BlockProps } from "../../content/blocks";
import { SharedItems } from "../../render-once/shared-items";
import { DraftMark } from "../../ui/draft-mark";

export function CourseNav({ block, courses }: BlockProps<"course-nav"> & { courses: CatalogueEntry[] }) {
  return (
    <nav aria-label={block.heading} className="border-b border-slate-200 bg-white">
      <div className="container-page flex items-center gap-3 py-3">
        <h2 className="shrink-0 text-sm font-semibold uppercase tracking-wide text-slate-500">{block.heading}</h2>
        <ul className="flex gap-2 overflow-x-auto pb-1">
          <SharedItems
            id="course navigation"
            items={courses}
            keyOf={(course) => course.path}
            linkOf={(course) => course.path}
          >
            {(course) => (
              <li className="shrink-0">
                <NavLink
                  to={course.path}
                  className="chip aria-[current=page]:(bg-brand-700 text-white border-brand-700)"
                >
                  {course.title}
                  <DraftMark draft={course.draft} />
                </NavLink>
              </li>
            )}
          </SharedItems>
        </ul>
      </div>
    </nav>
  );
}
