import { categorySlug, menuCatalogue } from "../../../src/content/catalogue/course-categories.ts";
import { inBikramSambat, inBothCalendars } from "./both-calendars.ts";
import { fragmentCount, fragmentOf } from "../../../src/content/route-fragments.ts";
import { byOrderThenTitle, categoriesOf, siteRoutes } from "../../../src/content/site-routes.ts";
import type { CoursePage, ServicePage } from "../../../src/generated/page.ts";
import type { SiteSettings } from "../../../src/generated/site.ts";
import { companyFigures, type SiteAsBuilt } from "../../../src/content/company-figures.ts";
import { type ValidationResult } from "../../validator/validate-texts.ts";
import { SITE_FILE } from "../../content-layout/content-layout.ts";
import { englishPath, PAGE_LANGUAGES, type PageLanguage } from "../../../src/content/translation/languages.ts";

/** Each route's entry: its addresses and a lazy import of its document only (a translation's: with its English page's). */
function routeEntries({ documents, translations }: ValidationResult): { addresses: string[]; source: string }[] {
  // A page in another language loads as the build made it (translatedDocumentOf): no English page, no merge.
  // Its "file" is its module, as the build's manifest names it: the pre-render preloads it with the page.
  const translated = translations.map(({ file, document }) => {
    const module = JSON.stringify(translatedModule(file));
    const addresses = [document.path];
    return {
      addresses,
      source: `  { path: ${JSON.stringify(document.path)}, addresses: ${JSON.stringify(addresses)}, file: ${module}, load: () => import(${module}).then((m) => m.default) },`,
    };
  });
  const english = siteRoutes(documents).map(({ path, addresses, file, category }) => {
    const document = `import(${JSON.stringify(`/${file}`)})`;
    // A category's page is drawn by code that loads with it: no page carries it otherwise.
    const load = category
      ? `Promise.all([${document}, import("/src/content/category-page.ts")]).then(([m, c]) => c.categoryPage(m.default, ${JSON.stringify(category)}))`
      : `${document}.then((m) => m.default)`;
    return {
      addresses,
      source: `  { path: ${JSON.stringify(path)}, addresses: ${JSON.stringify(addresses)}, file: ${JSON.stringify(file)}, load: () => ${load} },`,
    };
  });
  return [...english, ...translated];
}

/** Where the build serves a page in another language, by its translation's file: virtual:translated/pages/ne/home. */
export const TRANSLATED_PREFIX = "virtual:translated/";
/** Without ".json": a module named so would be read as JSON (Vite's JSON plugin). */
export const translatedModule = (file: string) => `${TRANSLATED_PREFIX}${file.replace(/\.json$/, "")}`;

/**
 * Source of virtual:translated/<file without .json>: the page a translation makes, as the validator made it from its
 * English page (its texts laid over it, its links led to the pages in its language); undefined for a
 * file that is not a translation that passed.
 */
export function translatedDocumentOf({ translations }: ValidationResult, file: string): string | undefined {
  const translation = translations.find((each) => translatedModule(each.file) === `${TRANSLATED_PREFIX}${file}`);
  return translation && `export default ${JSON.stringify(translation.document)};\n`;
}

/**
 * Source of virtual:translations, which every page carries: the English pages that have a translation,
 * by address, with its languages, for the header's link to the other language and the head's alternates.
 */
export function translationsOf({ translations }: ValidationResult): string {
  const byPath: Record<string, string[]> = {};
  for (const { language, document } of translations) {
    const english = englishPath(document.path);
    byPath[english] = [...(byPath[english] ?? []), language];
  }
  return `export const translated = ${JSON.stringify(byPath)};\n`;
}

/**
 * Source of virtual:routes, which every page carries: how many fragments the route table has, and
 * a lazy import of each (virtual:routes/<n>, routeFragmentOf).
 */
export function routeTableOf(result: ValidationResult): string {
  const count = fragmentCount(routeEntries(result).reduce((sum, entry) => sum + entry.addresses.length, 0));
  const imports = Array.from({ length: count }, (_, n) => `  () => import("virtual:routes/${n}"),`);
  return `export const fragments = [\n${imports.join("\n")}\n];\n`;
}

/** Source of virtual:routes/<n>: the routes one of whose addresses falls in fragment n. */
export function routeFragmentOf(result: ValidationResult, fragment: number): string {
  const entries = routeEntries(result);
  const count = fragmentCount(entries.reduce((sum, entry) => sum + entry.addresses.length, 0));
  const inFragment = entries.filter(({ addresses }) => addresses.some((a) => fragmentOf(a, count) === fragment));
  return `export const routes = [\n${inFragment.map((entry) => entry.source).join("\n")}\n];\n`;
}

/** Source of virtual:all-routes: the whole table, for the pre-render (the server's bundle) only. */
export function allRoutesOf(result: ValidationResult): string {
  return `export const routes = [\n${routeEntries(result)
    .map((entry) => entry.source)
    .join("\n")}\n];\n`;
}

/**
 * Source of virtual:catalogue, which every page carries: the services, and the course categories
 * with every course up to the site's `listEveryCourseUpTo`; above it each category with its first
 * courses only, so that it weighs the same with 1,000 courses as with 100.
 */
export function catalogueOf(result: ValidationResult): string {
  // Only the dev server has drafts: it marks them in every list.
  const services = ordered(result, "service").map(({ title, path, draft }) => ({
    title,
    path,
    ...(draft && { draft }),
  }));
  const { categories, everyCourseListed } = menuCatalogue(
    categoriesOf(result.documents.map((d) => d.document)),
    result.site?.listEveryCourseUpTo ?? 0,
  );
  return [
    `export const services = ${JSON.stringify(services)};`,
    `export const categories = ${JSON.stringify(categories)};`,
    `export const everyCourseListed = ${everyCourseListed};`,
  ].join("\n");
}

/**
 * Source of virtual:course-index: every course's title, address and category, in order. Only what
 * needs every course imports it, lazily: the search (on first use) and the course grids.
 */
export function courseIndexOf(result: ValidationResult): string {
  const courses = (ordered(result, "course") as CoursePage[]).map(({ title, path, category, draft }) => ({
    title,
    path,
    category: categorySlug(category ?? "Other Courses"),
    ...(draft && { draft }),
  }));
  return `export const courses = ${JSON.stringify(courses)};\n`;
}

/** Source of virtual:cards: what each course's and service's card shows, by path, and each course's planned batches (only grids need them). */
export function cardsOf(result: ValidationResult): string {
  const cards = (kind: "course" | "service") =>
    Object.fromEntries(ordered(result, kind).map(({ path, card }) => [path, card]));
  const batches = (ordered(result, "course") as CoursePage[]).flatMap(({ path, nextBatches }) =>
    nextBatches ? [[path, nextBatches]] : [],
  );
  return [
    `export const courseCards = ${JSON.stringify(cards("course"))};`,
    `export const serviceCards = ${JSON.stringify(cards("service"))};`,
    `export const courseBatches = ${JSON.stringify(Object.fromEntries(batches))};`,
  ].join("\n");
}

/**
 * Source of virtual:batch-days: the first day of every batch the courses plan, in words in both
 * calendars, written by the build so that no page carries the calendar's conversion.
 */
export function batchDaysOf(result: ValidationResult): string {
  const starts = (ordered(result, "course") as CoursePage[]).flatMap(({ nextBatches }) =>
    Object.values(nextBatches ?? {}).map((batch) => batch.starts),
  );
  const inWords = (words: (day: string) => string) =>
    JSON.stringify(Object.fromEntries(starts.map((day) => [day, words(day)])));
  return `export const batchDays = ${inWords(inBothCalendars)};\nexport const batchDaysNe = ${inWords(inBikramSambat)};\n`;
}

/**
 * Source of a module made in each language (virtual:site, virtual:forms...): a lazy import of each
 * language's (virtual:site/en, virtual:site/ne), so a page loads only its own language's.
 */
export function languageLoadersOf(prefix: string): string {
  const loaders = PAGE_LANGUAGES.map((language) => `  ${language}: () => import("${prefix}/${language}"),`);
  return `export const inLanguage = {\n${loaders.join("\n")}\n};\n`;
}

/**
 * Source of virtual:site/<language>: the site-wide settings in that language (pages/ne/_site.json laid
 * over the English). Without valid settings no page can be drawn, so the module fails to load rather
 * than serving what failed validation.
 */
export function siteOf(result: ValidationResult, language: PageLanguage): string {
  // The forms' words come with the forms, the kept forms' with their notice: no other page carries them.
  const { formWords: _forms, keptFormsWords: _kept, ...settings } = settingsIn(result, language);
  // The years of experience are counted at each build, from the founding year.
  const site: Omit<SiteAsBuilt, "formWords" | "keptFormsWords"> = { ...settings, figures: companyFigures(settings) };
  return `export const site = ${JSON.stringify(site)};\n`;
}

function settingsIn({ site, siteIn }: ValidationResult, language: PageLanguage): SiteSettings {
  const settings = language === "en" ? site : siteIn[language];
  if (!settings)
    throw new Error(`${SITE_FILE} is invalid, so no page can be drawn: fix the problems the terminal lists.`);
  return settings;
}

/** Source of virtual:kept-forms-words/<language>: the words of the notice of forms kept on the device. */
export function keptFormsWordsOf(result: ValidationResult, language: PageLanguage): string {
  return `export const keptFormsWords = ${JSON.stringify(settingsIn(result, language).keptFormsWords)};\n`;
}

/** Source of virtual:forms/<language>: every valid form definition, in that language where translated. */
export function formsOf(result: ValidationResult, language: PageLanguage): string {
  const forms = language === "en" ? result.forms : (result.formsIn[language] ?? result.forms);
  return [
    `export const forms = ${JSON.stringify(forms)};`,
    `export const formWords = ${JSON.stringify(settingsIn(result, language).formWords)};`,
  ].join("\n");
}

/** The language a module named <prefix>/<language> is for (virtual:site/ne), if it names one. */
export function languageOfModule(name: string, prefix: string): PageLanguage | undefined {
  const language = name.startsWith(`${prefix}/`) ? name.slice(prefix.length + 1) : undefined;
  return PAGE_LANGUAGES.find((each) => each === language);
}

function ordered(result: ValidationResult, kind: "course" | "service"): (CoursePage | ServicePage)[] {
  return result.documents
    .map((d) => d.document)
    .filter((d): d is CoursePage | ServicePage => d.kind === kind)
    .sort(byOrderThenTitle);
}

/**
 * Source of virtual:translated-courses/<language>: each course translated into that language, by its
 * English address, with its title, address and card in it (none in English): what the grids and the
 * search show on a page in that language. Only what needs every course imports it, lazily.
 */
export function translatedCoursesOf({ translations }: ValidationResult, language: PageLanguage): string {
  const courses = Object.fromEntries(
    translations
      .filter((each) => each.language === language && each.document.kind === "course")
      .map(({ document }) => {
        const { title, path, card } = document as CoursePage;
        return [englishPath(path), { title, path, card }];
      }),
  );
  return `export const translatedCourses = ${JSON.stringify(courses)};\n`;
}
