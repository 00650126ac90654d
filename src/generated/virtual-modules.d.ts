/* eslint-disable */
/**
 * DO NOT EDIT. Generated from the table in scripts/build-plugins/pages-loader/virtual-modules.ts by scripts/commands/gen-types.ts: the
 * types of the virtual modules the site imports. Change the table, then run: npm run gen:types -- --write
 */

declare module "virtual:routes" {
  import type { PageDocument } from "#generated/page";
  export interface RouteEntry {
    /** The canonical address. */
    path: string;
    /** The canonical address and its aliases: every address that shows this document. */
    addresses: string[];
    file: string;
    load: () => Promise<PageDocument>;
  }
  /** The route table's fragments (src/content/route-fragments.ts): fetch the one of an address. */
  export const fragments: (() => Promise<{ routes: RouteEntry[] }>)[];
}

declare module "virtual:routes/*" {
  import type { RouteEntry } from "virtual:routes";
  export const routes: RouteEntry[];
}

declare module "virtual:translated/*" {
  import type { PageDocument } from "#generated/page";
  /** A page in Nepali as the build made it from its English page and its translation. */
  const document: PageDocument;
  export default document;
}

declare module "virtual:translations" {
  import type { Language } from "#content/translation/languages";
  /** The English pages that have a translation, by address ("/", "/about"), with its languages. */
  export const translated: Record<string, Language[]>;
}

declare module "virtual:all-routes" {
  import type { RouteEntry } from "virtual:routes";
  /** Every route: the pre-render's (the server bundle's) only; the browser fetches fragments. */
  export const routes: RouteEntry[];
}

declare module "virtual:catalogue" {
  import type { CourseCategory, Named, ServiceSummary } from "#content/catalogue/course-categories";
  export const services: Named<ServiceSummary>[];
  /**
   * The course categories, in order: each with every course when `everyCourseListed`, otherwise
   * each naming only its first courses (NAMED_PER_CATEGORY).
   */
  export const categories: CourseCategory[];
  /** Whether the catalogue is small enough for the menus to list every course (the site's `listEveryCourseUpTo`). */
  export const everyCourseListed: boolean;
}

declare module "virtual:course-index" {
  import type { CourseSummary } from "#content/catalogue/course-categories";
  /** Every course, in order, with its category's slug: import it lazily, only where every course is needed. */
  export const courses: Omit<CourseSummary, "card">[];
}

declare module "virtual:cards" {
  import type { CourseCard, CoursePage, ServiceCard } from "#generated/page";
  export const courseCards: Record<string, CourseCard>;
  export const serviceCards: Record<string, ServiceCard>;
  /** The planned batches of the courses that have any, by path. */
  export const courseBatches: Record<string, CoursePage["nextBatches"]>;
}

declare module "virtual:batch-days" {
  /** Each planned batch's first day ("2025-12-07") in words in both calendars ("Sun 7 Dec 2025 · 21 Mangsir 2082"). */
  export const batchDays: Record<string, string>;
  /** The same in Nepali, Bikram Sambat first in Devanagari digits ("२१ मंसिर २०८२, आइतबार"). */
  export const batchDaysNe: Record<string, string>;
}

declare module "virtual:translated-courses" {
  import type { PageLanguage } from "#content/translation/languages";
  /** The courses translated into each language in each language, each language's a module of its own (virtual:translated-courses/en, virtual:translated-courses/ne). */
  export const inLanguage: Record<PageLanguage, () => Promise<typeof import("virtual:translated-courses/*")>>;
}

declare module "virtual:translated-courses/*" {
  import type { CourseCard } from "#generated/page";
  /** Each course translated into the language, by its English address: its title, address and card in it. */
  export const translatedCourses: Record<string, { title: string; path: string; card: CourseCard }>;
}

declare module "virtual:site" {
  import type { PageLanguage } from "#content/translation/languages";
  /** The site-wide settings in each language, each language's a module of its own (virtual:site/en, virtual:site/ne). */
  export const inLanguage: Record<PageLanguage, () => Promise<typeof import("virtual:site/*")>>;
}

declare module "virtual:site/*" {
  import type { SiteAsBuilt } from "#content/company-figures";
  /**
   * The site-wide settings of pages/_site.json, in one language (pages/ne/_site.json laid over it), but the forms' words;
   * their figures completed with the years of experience, counted at the build.
   */
  export const site: Omit<SiteAsBuilt, "formWords" | "keptFormsWords">;
}

declare module "virtual:kept-forms-words" {
  import type { PageLanguage } from "#content/translation/languages";
  /** The words of the notice of forms kept on the device in each language, each language's a module of its own (virtual:kept-forms-words/en, virtual:kept-forms-words/ne). */
  export const inLanguage: Record<PageLanguage, () => Promise<typeof import("virtual:kept-forms-words/*")>>;
}

declare module "virtual:kept-forms-words/*" {
  import type { SiteSettings } from "#generated/site";
  /** The words of the notice of forms kept on the device (pages/_site.json's "keptFormsWords"), in one language. */
  export const keptFormsWords: SiteSettings["keptFormsWords"];
}

declare module "virtual:forms" {
  import type { PageLanguage } from "#content/translation/languages";
  /** The form definitions in each language, each language's a module of its own (virtual:forms/en, virtual:forms/ne). */
  export const inLanguage: Record<PageLanguage, () => Promise<typeof import("virtual:forms/*")>>;
}

declare module "virtual:forms/*" {
  import type { FormDefinition } from "#generated/form";
  import type { SiteSettings } from "#generated/site";
  /** The valid form definitions of pages/_forms/, in one language (pages/ne/_forms/ laid over them). */
  export const forms: FormDefinition[];
  /** The words every form says (pages/_site.json's "formWords"), in the same language. */
  export const formWords: SiteSettings["formWords"];
}

declare module "virtual:block-examples" {
  import type { Block } from "#generated/page";
  export interface BlockExample {
    block: Block;
    /** The block schema's description: what the block is for. */
    description: string;
    /** Where the example comes from: the block's schema, or the page (and block number) that has it. */
    from: string;
  }
  /** Development only: one example of every block type (scripts/build-plugins/pages-loader/block-examples.ts). */
  export const blockExamples: BlockExample[];
}

declare module "virtual:uno.css" {}

declare module "virtual:icon-sprite" {
  /** The address of the SVG sprite holding every icon the site draws. */
  export const iconSpriteUrl: string;
}
