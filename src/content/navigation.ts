import type { Link } from "../generated/page";
import type { NavItem } from "../generated/site";
import { catalogue, CATALOGUE_LANGUAGE, type Catalogue } from "./catalogue/catalogue";
import type { PageLanguage } from "./translation/languages";

/**
 * A menu's link; a course's or service's says when it is a draft (only the dev server lists drafts),
 * a course category's how many courses its page lists, and each the language of its label where that
 * is not the page's own (the catalogue's names are its English pages').
 */
export type MenuLink = Link & { draft?: boolean; count?: number; language?: PageLanguage };

/** Links under a heading of their own (a course category's name), or under none. */
export interface MenuGroup {
  heading?: string;
  /** The language of its heading where that is not the page's own. */
  language?: PageLanguage;
  /** Names the group for the build's shared markup: the category's slug. */
  key: string;
  links: MenuLink[];
}

/** A menu item's dropdown links: its own, then every service or every course category when it names a list. */
export function dropdownLinks(item: NavItem): MenuLink[] {
  return [...(item.items ?? []), ...(item.list ? catalogueLinks(item.list) : [])];
}

/**
 * Every service, or every course category (its page lists its courses), as a menu's links: a menu
 * stays as short with 1,000 courses as with 27.
 */
export function catalogueLinks(list: "courses" | "services"): MenuLink[] {
  const language = CATALOGUE_LANGUAGE;
  if (list === "courses")
    return catalogue.categories.map(({ title, path }) => ({ label: title, href: path, language }));
  return catalogue.services.map(({ title, path, draft }) => ({
    label: title,
    href: path,
    language,
    ...(draft && { draft }),
  }));
}

/** What the menus know of the courses: the catalogue's categories, and whether they name every course. */
export type MenuCatalogue = Pick<Catalogue, "categories" | "everyCourseListed">;

/**
 * The courses as the menus list them: while the catalogue is small, every course under its
 * category's name, so any course is one tap away; above the site's `listEveryCourseUpTo`, the
 * categories, each opening the page of its courses.
 */
export function courseMenu({ categories, everyCourseListed }: MenuCatalogue = catalogue): MenuGroup[] {
  const language = CATALOGUE_LANGUAGE;
  if (!everyCourseListed) {
    const links = categories.map(({ title, path, count }) => ({ label: title, href: path, count, language }));
    return [{ key: "categories", links }];
  }
  return categories.map(({ slug, title, courses }) => ({
    heading: title,
    language,
    key: slug,
    links: courses.map(({ title, path, draft }) => ({ label: title, href: path, language, ...(draft && { draft }) })),
  }));
}
