import type { Link } from "../generated/page";
import type { NavItem } from "../generated/site";
import { categories, services } from "./catalogue";

/** A menu's link; a course's or service's says when it is a draft (only the dev server lists drafts). */
export type MenuLink = Link & { draft?: boolean };

/** A menu item's dropdown links: its own, then every service or every course category when it names a list. */
export function dropdownLinks(item: NavItem): MenuLink[] {
  return [...(item.items ?? []), ...(item.list ? catalogueLinks(item.list) : [])];
}

/**
 * Every service, or every course category (its page lists its courses), as a menu's links: a menu
 * stays as short with 1,000 courses as with 27.
 */
export function catalogueLinks(list: "courses" | "services"): MenuLink[] {
  if (list === "courses") return categories.map(({ title, path }) => ({ label: title, href: path }));
  return services.map(({ title, path, draft }) => ({ label: title, href: path, ...(draft && { draft }) }));
}
