import { blockExamplesOf } from "./block-examples.ts";
import {
  allRoutesOf,
  batchDaysOf,
  cardsOf,
  catalogueOf,
  courseIndexOf,
  formsOf,
  keptFormsWordsOf,
  languageLoadersOf,
  siteOf,
  translatedCoursesOf,
  routeTableOf,
  translationsOf,
} from "./pages-modules.ts";
import type { ValidationResult } from "../../validator/validate-texts.ts";
import type { PageLanguage } from "../../../src/content/translation/languages.ts";

/** A module that scripts/build-plugins/pages-loader/vite-plugin-pages.ts builds from the validated pages. */
interface PagesModule {
  source: (result: ValidationResult) => string;
  /** What importers see: the body of its `declare module` (may import only through #generated/* and #content/*). */
  declaration: string;
}

/** A module made in each language (virtual:site/ne), from the validated pages: its name ends in "/*". */
interface PagesModuleInLanguage {
  sourceIn: (result: ValidationResult, language: PageLanguage) => string;
  declaration: string;
}

/**
 * A module made in each language (`id`/en, `id`/ne), and `id` itself: the lazy import of each language's,
 * so a page loads only its own (languageLoadersOf).
 */
function madeInEachLanguage<Id extends `virtual:${string}`>(
  id: Id,
  what: string,
  module: PagesModuleInLanguage,
): Record<Id, PagesModule> & Record<`${Id}/*`, PagesModuleInLanguage> {
  const loaders: PagesModule = {
    source: () => languageLoadersOf(id),
    declaration: `import type { PageLanguage } from "#content/translation/languages";
/** ${what} in each language, each language's a module of its own (${id}/en, ${id}/ne). */
export const inLanguage: Record<PageLanguage, () => Promise<typeof import("${id}/*")>>;`,
  };
  return { [id]: loaders, [`${id}/*`]: module } as Record<Id, PagesModule> & Record<`${Id}/*`, PagesModuleInLanguage>;
}

/** A module another plugin serves, declared here so that every virtual module has its types in one place. */
interface OtherPluginModule {
  servedBy: string;
  declaration: string;
}

/**
 * Every virtual module the site imports. The pages plugin serves the ones with a `source`, and
 * `npm run gen:types` writes src/generated/virtual-modules.d.ts from the declarations, so no module
 * is served without its types.
 */
export const VIRTUAL_MODULES = {
  "virtual:routes": {
    source: routeTableOf,
    declaration: `import type { PageDocument } from "#generated/page";
export interface RouteEntry {
  /** The canonical address. */
  path: string;
  /** The canonical address and its aliases: every address that shows this document. */
  addresses: string[];
  file: string;
  load: () => Promise<PageDocument>;
}
/** The route table's fragments (src/content/route-fragments.ts): fetch the one of an address. */
export const fragments: (() => Promise<{ routes: RouteEntry[] }>)[];`,
  },
  "virtual:routes/*": {
    servedBy: "scripts/build-plugins/pages-loader/vite-plugin-pages.ts (routeFragmentOf: virtual:routes/0, /1...)",
    declaration: `import type { RouteEntry } from "virtual:routes";
export const routes: RouteEntry[];`,
  },
  "virtual:translated/*": {
    servedBy:
      "scripts/build-plugins/pages-loader/vite-plugin-pages.ts (translatedDocumentOf: virtual:translated/pages/ne/home...)",
    declaration: `import type { PageDocument } from "#generated/page";
/** A page in Nepali as the build made it from its English page and its translation. */
const document: PageDocument;
export default document;`,
  },
  "virtual:translations": {
    source: translationsOf,
    declaration: `import type { Language } from "#content/translation/languages";
/** The English pages that have a translation, by address ("/", "/about"), with its languages. */
export const translated: Record<string, Language[]>;`,
  },
  "virtual:all-routes": {
    source: allRoutesOf,
    declaration: `import type { RouteEntry } from "virtual:routes";
/** Every route: the pre-render's (the server bundle's) only; the browser fetches fragments. */
export const routes: RouteEntry[];`,
  },
  "virtual:catalogue": {
    source: catalogueOf,
    declaration: `import type { CourseCategory, Named, ServiceSummary } from "#content/catalogue/course-categories";
export const services: Named<ServiceSummary>[];
/**
 * The course categories, in order: each with every course when \`everyCourseListed\`, otherwise
 * each naming only its first courses (NAMED_PER_CATEGORY).
 */
export const categories: CourseCategory[];
/** Whether the catalogue is small enough for the menus to list every course (the site's \`listEveryCourseUpTo\`). */
export const everyCourseListed: boolean;`,
  },
  "virtual:course-index": {
    source: courseIndexOf,
    declaration: `import type { CourseSummary } from "#content/catalogue/course-categories";
/** Every course, in order, with its category's slug: import it lazily, only where every course is needed. */
export const courses: Omit<CourseSummary, "card">[];`,
  },
  "virtual:cards": {
    source: cardsOf,
    declaration: `import type { CourseCard, CoursePage, ServiceCard } from "#generated/page";
export const courseCards: Record<string, CourseCard>;
export const serviceCards: Record<string, ServiceCard>;
/** The planned batches of the courses that have any, by path. */
export const courseBatches: Record<string, CoursePage["nextBatches"]>;`,
  },
  "virtual:batch-days": {
    source: batchDaysOf,
    declaration: `/** Each planned batch's first day ("2025-12-07") in words in both calendars ("Sun 7 Dec 2025 · 21 Mangsir 2082"). */
export const batchDays: Record<string, string>;
/** The same in Nepali, Bikram Sambat first in Devanagari digits ("२१ मंसिर २०८२, आइतबार"). */
export const batchDaysNe: Record<string, string>;`,
  },
  ...madeInEachLanguage("virtual:translated-courses", "The courses translated into each language", {
    sourceIn: translatedCoursesOf,
    declaration: `import type { CourseCard } from "#generated/page";
/** Each course translated into the language, by its English address: its title, address and card in it. */
export const translatedCourses: Record<string, { title: string; path: string; card: CourseCard }>;`,
  }),
  ...madeInEachLanguage("virtual:site", "The site-wide settings", {
    sourceIn: siteOf,
    declaration: `import type { SiteAsBuilt } from "#content/company-figures";
/**
 * The site-wide settings of pages/_site.json, in one language (pages/ne/_site.json laid over it), but the forms' words;
 * their figures completed with the years of experience, counted at the build.
 */
export const site: Omit<SiteAsBuilt, "formWords" | "keptFormsWords">;`,
  }),
  ...madeInEachLanguage("virtual:kept-forms-words", "The words of the notice of forms kept on the device", {
    sourceIn: keptFormsWordsOf,
    declaration: `import type { SiteSettings } from "#generated/site";
/** The words of the notice of forms kept on the device (pages/_site.json's "keptFormsWords"), in one language. */
export const keptFormsWords: SiteSettings["keptFormsWords"];`,
  }),
  ...madeInEachLanguage("virtual:forms", "The form definitions", {
    sourceIn: formsOf,
    declaration: `import type { FormDefinition } from "#generated/form";
import type { SiteSettings } from "#generated/site";
/** The valid form definitions of pages/_forms/, in one language (pages/ne/_forms/ laid over them). */
export const forms: FormDefinition[];
/** The words every form says (pages/_site.json's "formWords"), in the same language. */
export const formWords: SiteSettings["formWords"];`,
  }),
  // Development only: the block catalogue at /__blocks imports it, and builds drop that route.
  "virtual:block-examples": {
    source: blockExamplesOf,
    declaration: `import type { Block } from "#generated/page";
export interface BlockExample {
  block: Block;
  /** The block schema's description: what the block is for. */
  description: string;
  /** Where the example comes from: the block's schema, or the page (and block number) that has it. */
  from: string;
}
/** Development only: one example of every block type (scripts/build-plugins/pages-loader/block-examples.ts). */
export const blockExamples: BlockExample[];`,
  },
  "virtual:uno.css": { servedBy: "unocss/vite", declaration: "" },
  "virtual:icon-sprite": {
    servedBy: "scripts/build-plugins/vite-plugin-icon-sprite.ts",
    declaration: `/** The address of the SVG sprite holding every icon the site draws. */
export const iconSpriteUrl: string;`,
  },
} satisfies Record<`virtual:${string}`, PagesModule | PagesModuleInLanguage | OtherPluginModule>;
