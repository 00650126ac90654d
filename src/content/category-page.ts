import type { PageDocument } from "../generated/page";
import { COURSES_PATH } from "./catalogue/course-categories.ts";

/** What a category's page is made of, besides the /courses document it is drawn from. */
export interface CategoryOfPage {
  slug: string;
  title: string;
  count: number;
  /** Its first courses' titles, for the page's description. */
  titles: string[];
}

/** A category's page: the /courses document, its grid showing only that category's courses. */
export function categoryPage(courses: PageDocument, category: CategoryOfPage): PageDocument {
  // "Web Development" is headed "Web Development Courses"; "Other Courses" stays as it is.
  const heading = /\bcourses$/i.test(category.title) ? category.title : `${category.title} Courses`;
  const more = category.count > category.titles.length ? " and more" : "";
  const description = `${category.count} ${category.title} course${category.count === 1 ? "" : "s"}: ${category.titles.join(", ")}${more}. Classes in Kathmandu or live online.`;
  return {
    ...courses,
    path: `${COURSES_PATH}/${category.slug}`,
    aliases: undefined,
    title: heading,
    meta: {
      ...courses.meta,
      title: `${heading} in Kathmandu and Online`,
      description: description.length > 160 ? `${description.slice(0, 157)}...` : description,
    },
    blocks: courses.blocks.map((block) =>
      block.type === "course-grid" ? { ...block, heading, headingLevel: 1, category: category.title } : block,
    ),
  };
}
