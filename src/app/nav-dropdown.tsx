import clsx from "clsx";
import { useId } from "react";
import { NavLink, useLocation } from "react-router-dom";
import { dropdownLinks } from "../content/navigation";
import type { NavItem } from "../generated/site";
import { DraftMark } from "../ui/draft-mark";
import { Icon } from "../ui/icon";
import { MenuButton, MenuPopover } from "../ui/menu-popover";
import { useLangFor } from "../ui/text-language";

/** A header menu: a button that opens a list of links (popover: light dismiss, Escape, top layer). */
export function NavDropdown({ item }: { item: NavItem }) {
  const listId = useId();
  const { pathname } = useLocation();
  const links = dropdownLinks(item);
  const langFor = useLangFor();
  const current = links.some((link) => link.href === pathname);

  return (
    <li>
      <MenuButton menu={listId} className={clsx("nav-link gap-1", current && "text-brand-700")}>
        {item.label}
        <Icon name="chevron" size={16} className="menu-chevron transition-transform" />
      </MenuButton>
      <MenuPopover
        id={listId}
        className="max-h-[70vh] w-72 overflow-y-auto rounded-xl border border-slate-200 bg-white py-2 shadow-xl"
      >
        <ul>
          {links.map((link) => (
            <li key={`${link.label}-${link.href}`}>
              <NavLink to={link.href} end lang={langFor(link.language)} className="menu-link">
                {link.label}
                <DraftMark draft={link.draft} />
              </NavLink>
            </li>
          ))}
        </ul>
      </MenuPopover>
    </li>
  );
}
