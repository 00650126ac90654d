import type { Link } from "../generated/page";
import type { NavItem } from "../generated/site";
import { courses, services } from "./catalogue";

const LISTS = { courses, services };

/** A menu's link; a course's or service's says when it is a draft (only the dev server lists drafts). */
export type MenuLink = Link & { draft?: boolean };

/** A menu item's dropdown links: its own, then every course or service when it names a list. */
export function dropdownLinks(item: NavItem): MenuLink[] {
  return [...(item.items ?? []), ...(item.list ? catalogueLinks(item.list) : [])];
}

/** Every course or service as a menu's link. */
export function catalogueLinks(list: keyof typeof LISTS): MenuLink[] {
  return LISTS[list].map(({ title, path, draft }) => ({ label: title, href: path, ...(draft && { draft }) }));
}
