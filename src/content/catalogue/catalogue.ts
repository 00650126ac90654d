import { categories, everyCourseListed, services } from "virtual:catalogue";
import { loadPart } from "../../runtime/load-part";
import { once, onceEach } from "../../lib/once-each";
import { inLanguage } from "virtual:translated-courses";
import { TRANSLATED_LANGUAGES, type Language, type PageLanguage } from "../translation/languages";
import type { CourseCategory, CourseSummary, Named, ServiceSummary } from "./course-categories";

/**
 * The courses and services, as the pages were validated. What every page carries is here at once: the
 * services and the course categories (naming every course while the catalogue is small, the site's
 * `listEveryCourseUpTo`, otherwise each category's first). Every course, and every card, is fetched
 * once, when first asked for: a page weighs the same with 1,000 courses as with 27.
 */
export interface Catalogue {
  services: Named<ServiceSummary>[];
  categories: CourseCategory[];
  /** Whether the categories name every course. */
  everyCourseListed: boolean;
  /**
   * Every course, in order, without its card (what the search needs), as a page in `language` names
   * it: in that language where it is translated (its title, its address there), with its titles in
   * the other languages besides.
   */
  courseIndex: (language?: PageLanguage) => Promise<Omit<CourseSummary, "card">[]>;
  /** Every course with its card (what the grids draw), as a page in `language` shows it. */
  courses: (language?: PageLanguage) => Promise<CourseSummary[]>;
  /** Every service with its card. */
  serviceSummaries: () => Promise<ServiceSummary[]>;
}

// Three modules, so that a page loads only what it shows: the lists (every page), the index (the
// search), the cards (the grids). Each promise carries React's status once settled (`use` reads it at once).
const englishIndex = once(() => loadPart(() => import("virtual:course-index")).then((module) => module.courses));
const cards = once(() => loadPart(() => import("virtual:cards")));
const translatedIn = onceEach((language: Language) =>
  loadPart(inLanguage[language]).then((module) => module.translatedCourses),
);

/** Every course as a page in `language` names it, with its English address (`english`) to find its card and batches by. */
const courseIndexIn = onceEach(async (language: PageLanguage) => {
  const [index, ...translations] = await Promise.all([englishIndex(), ...TRANSLATED_LANGUAGES.map(translatedIn)]);
  return index.map((course) => {
    const versions: { language: PageLanguage; title: string; path: string }[] = [
      { language: "en", title: course.title, path: course.path },
      ...TRANSLATED_LANGUAGES.flatMap((other, i) => {
        const translated = translations[i]![course.path];
        return translated ? [{ language: other, title: translated.title, path: translated.path }] : [];
      }),
    ];
    const own = versions.find((version) => version.language === language) ?? versions[0]!;
    const also = versions.filter((version) => version !== own).map((version) => version.title);
    const named = { title: own.title, path: own.path, language: own.language };
    return { ...course, ...named, english: course.path, ...(also.length > 0 && { also }) };
  });
});

/**
 * The language of the names the lists every page carries give (the categories, the services and the
 * courses they name): their English pages' titles, whatever the page's language.
 */
export const CATALOGUE_LANGUAGE: PageLanguage = "en";

export const catalogue: Catalogue = {
  services,
  categories,
  everyCourseListed,
  courseIndex: (language = "en") => courseIndexIn(language).then((index) => index.map(withoutEnglish)),
  courses: (language = "en") => coursesIn(language),
  serviceSummaries: once(async () => {
    const { serviceCards } = await cards();
    return services.map((service) => ({ ...service, card: serviceCards[service.path] }));
  }),
};

/** Every course with its card, as a page in `language` shows it: its card in that language where translated. */
const coursesIn = onceEach(async (language: PageLanguage) => {
  const [index, { courseCards, courseBatches }, translated] = await Promise.all([
    courseIndexIn(language),
    cards(),
    language === "en" ? Promise.resolve({}) : translatedIn(language),
  ]);
  return index.map(({ english, ...course }) => ({
    ...course,
    card: (translated as Record<string, { card: CourseSummary["card"] }>)[english]?.card ?? courseCards[english],
    ...(courseBatches[english] && { nextBatches: courseBatches[english] }),
  }));
});

const withoutEnglish = <T extends { english: string }>({ english: _english, ...course }: T) => course;
