import type { CoursePage, PageDocument } from "../generated/page";
import { categoryPage, type CategoryOfPage } from "./category-page.ts";
import { courseCategories, COURSES_PATH, type CourseCategory } from "./catalogue/course-categories.ts";

/** One route of the site: a page document's, or a course category's (drawn from /courses's). */
export interface SiteRoute {
  path: string;
  addresses: string[];
  /** The document file the route draws (pages/courses.json for every category). */
  file: string;
  category?: CategoryOfPage;
}

/**
 * Every route of the site, from the page documents: each document at its address and aliases, then
 * one page per course category at /courses/<slug>, drawn from the /courses document. The route
 * table, the pre-render, the sitemap and the tests all enumerate this.
 */
export function siteRoutes(documents: { file: string; document: PageDocument }[]): SiteRoute[] {
  const routes: SiteRoute[] = documents.map(({ file, document }) => ({
    path: document.path,
    addresses: [document.path, ...(document.aliases ?? [])],
    file,
  }));
  const courses = documents.find(({ document }) => document.path === COURSES_PATH);
  if (!courses?.document.blocks.some((block) => block.type === "course-grid")) return routes;
  for (const category of categoriesOf(documents.map(({ document }) => document))) {
    routes.push({
      path: category.path,
      addresses: [category.path],
      file: courses.file,
      category: {
        slug: category.slug,
        title: category.title,
        count: category.count,
        titles: category.courses.slice(0, 4).map((course) => course.title),
      },
    });
  }
  return routes;
}

/** The course categories of a set of documents, courses in list order (`order`, then title). */
export function categoriesOf(documents: PageDocument[]): CourseCategory[] {
  return courseCategories(
    documents
      .filter((d): d is CoursePage => d.kind === "course")
      .sort(byOrderThenTitle)
      .map(({ title, path, category, draft }) => ({ title, path, category, ...(draft && { draft }) })),
  );
}

export function byOrderThenTitle(a: PageDocument, b: PageDocument): number {
  return (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.title.localeCompare(b.title);
}

/**
 * Every page the site draws, as a document: the page documents, then each course category's page
 * (what the tests walk through, so a category page is checked like any other).
 */
export function siteDocuments<T extends { file: string; document: PageDocument }>(
  documents: T[],
): { file: string; document: PageDocument }[] {
  const byFile = new Map(documents.map(({ file, document }) => [file, document]));
  return siteRoutes(documents).map(({ file, category }) => {
    const document = byFile.get(file)!;
    return { file, document: category ? categoryPage(document, category) : document };
  });
}

/**
 * Every page a build draws, the translated ones (pages/ne/) after the English: what the tests and the
 * bench walk, so a page in Nepali is held to every promise its English page is.
 */
export function everySitePage(pages: {
  documents: { file: string; document: PageDocument }[];
  translations: { file: string; document: PageDocument }[];
}): { file: string; document: PageDocument }[] {
  return [...siteDocuments(pages.documents), ...pages.translations];
}
