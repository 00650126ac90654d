import type { CourseCard, CoursePage, PageDocument, ServiceCard } from "../../generated/page";
import { englishPath, type PageLanguage } from "../translation/languages.ts";

/** A course as the catalogue knows it: its title, address, category (its slug) and card. */
export interface CourseSummary {
  title: string;
  path: string;
  /** A draft, which only the dev server lists (marked "Draft"); a build leaves drafts out. */
  draft?: boolean;
  category: string;
  card: CourseCard;
  /** Its planned batches, which its card shows until each starts. */
  nextBatches?: CoursePage["nextBatches"];
  /** Its titles in the site's other languages, which the search finds it by too. */
  also?: string[];
  /** The language of its title and card, as a page in a given language names it (catalogue.ts): its own there, or English. */
  language?: PageLanguage;
}

/** A service as the catalogue knows it: its title, address and card. */
export interface ServiceSummary {
  title: string;
  path: string;
  draft?: boolean;
  card: ServiceCard;
}

/** What a menu names of a course or service: its title and address (and whether it is a draft). */
export type Named<T extends CourseSummary | ServiceSummary> = Pick<T, "title" | "path" | "draft">;

/** A group of courses with its own page, /courses/<slug>. */
export interface CourseCategory {
  slug: string;
  title: string;
  /** Its page: /courses/<slug>. */
  path: string;
  /** How many courses it has (its `courses` may be only the first of them). */
  count: number;
  courses: Named<CourseSummary>[];
}

/** The address whose document is the model of every category's page, /courses/<slug>. */
export const COURSES_PATH = "/courses";

/** Where a course without a category is listed. */
export const OTHER_CATEGORY = "Other Courses";
/**
 * How many of a category's courses the lists every page carries name (the course navigation, the
 * forms' choices); its page lists them all. Above the largest group of today's catalogue, so each of
 * today's courses is named everywhere it was.
 */
export const NAMED_PER_CATEGORY = 12;

/** "Cloud, DevOps and Security" -> "cloud-devops-and-security". */
export function categorySlug(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * The categories of courses given in list order, each in the order of its first course, its
 * courses in list order.
 */
export function courseCategories(courses: (Named<CourseSummary> & { category?: string })[]): CourseCategory[] {
  const bySlug = new Map<string, CourseCategory>();
  for (const { category = OTHER_CATEGORY, ...course } of courses) {
    const slug = categorySlug(category);
    let group = bySlug.get(slug);
    if (!group) {
      group = { slug, title: category, path: `${COURSES_PATH}/${slug}`, count: 0, courses: [] };
      bySlug.set(slug, group);
    }
    group.count += 1;
    group.courses.push(course);
  }
  return [...bySlug.values()];
}

/** The same categories, each naming only its first `named` courses (what every page may carry). */
export function namedCourses(categories: CourseCategory[], named = NAMED_PER_CATEGORY): CourseCategory[] {
  return categories.map((category) => ({ ...category, courses: category.courses.slice(0, named) }));
}

/**
 * What every page's menus carry of the courses: with at most `listEveryCourseUpTo` courses (the
 * site settings'), every course under its category; with more, each category naming its first.
 */
export function menuCatalogue(
  categories: CourseCategory[],
  listEveryCourseUpTo: number,
): { categories: CourseCategory[]; everyCourseListed: boolean } {
  const courses = categories.reduce((sum, category) => sum + category.count, 0);
  const everyCourseListed = courses <= listEveryCourseUpTo;
  return { categories: everyCourseListed ? categories : namedCourses(categories), everyCourseListed };
}

/**
 * The course a page is, with its category among those given, if the page is a course: as its category
 * names it (its English page's title and address, on its page in another language too: what the
 * forms' course choice and the course navigation name), or as the page does where the category does
 * not name it (a course being written, one of a large category).
 */
export function courseOfPage(
  page: PageDocument | undefined,
  categories: CourseCategory[],
): { course: Named<CourseSummary>; category: CourseCategory } | undefined {
  if (page?.kind !== "course") return undefined;
  const slug = categorySlug(page.category ?? OTHER_CATEGORY);
  const category = categories.find((each) => each.slug === slug);
  const named = category?.courses.find((course) => course.path === englishPath(page.path));
  return category && { course: named ?? { title: page.title, path: page.path }, category };
}
