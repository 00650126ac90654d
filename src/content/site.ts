import { inLanguage } from "virtual:site";
import type { SiteAsBuilt } from "./company-figures";
import { onceEach } from "../lib/once-each";
import { loadPart } from "../runtime/load-part";
import type { PageLanguage } from "./translation/languages";
import type { EnglishMark } from "./translation/translated-page";

/** The site-wide settings a page has: all but the forms' words, which come with the forms. */
export type PageSiteSettings = Omit<SiteAsBuilt, "formWords" | "keptFormsWords"> & EnglishMark;

/**
 * The site-wide settings in a page's language (pages/_site.json, pages/ne/_site.json laid over it: the
 * menus, the footer, the words every page says), served validated by
 * scripts/build-plugins/pages-loader/vite-plugin-pages.ts. Loaded once per language; the promise carries
 * React's status fields, so `use` reads a loaded one at once (SiteSettingsOfPage, src/ui/site-settings.tsx).
 */
export const siteIn: (language: PageLanguage) => Promise<PageSiteSettings> = onceEach((language: PageLanguage) =>
  loadPart(inLanguage[language]).then((module) => module.site),
);
