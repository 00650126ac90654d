import type { Link } from "../generated/page";
import type { NavItem } from "../generated/site";
import { courses, services } from "./catalogue";

const LISTS = { courses, services };

/** A menu item's dropdown links: its own, then every course or service when it names a list. */
export function dropdownLinks(item: NavItem): Link[] {
  const listed = item.list ? LISTS[item.list].map(({ title, path }) => ({ label: title, href: path })) : [];
  return [...(item.items ?? []), ...listed];
}
