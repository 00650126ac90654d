import type { PageDocument } from "../generated/page";
import { COURSES_PATH } from "./catalogue/course-categories";
import type { PageSiteSettings } from "./site";
import { englishPath, languageOfPage, translatedPath, type Language } from "./translation/languages";

export interface Crumb {
  name: string;
  path: string;
}

/**
 * Where a page sits: Home › Courses › ReactJS, Home › Courses › Web Development Courses (a category's
 * page), in the page's language (`words`), each step leading to its page in that language where it is
 * translated (`translated`, by English address). The same trail is shown on the page and given to
 * search engines.
 */
export function breadcrumbTrail(
  document: Pick<PageDocument, "kind" | "title" | "path">,
  words: Pick<PageSiteSettings["words"], "home" | "courses" | "services">,
  translated: Readonly<Record<string, readonly Language[]>>,
): Crumb[] {
  const language = languageOfPage(document.path, translated);
  const lead = (path: string) =>
    language !== "en" && translated[path]?.includes(language) ? translatedPath(path, language) : path;
  const trail = [{ name: words.home, path: lead("/") }];
  const inCourses = document.kind === "course" || englishPath(document.path).startsWith(`${COURSES_PATH}/`);
  if (inCourses) trail.push({ name: words.courses, path: lead(COURSES_PATH) });
  if (document.kind === "service") trail.push({ name: words.services, path: lead("/services") });
  trail.push({ name: document.title, path: document.path });
  return trail;
}
