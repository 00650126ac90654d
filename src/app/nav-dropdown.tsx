import clsx from "clsx";
import { useCallback, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router-dom";
import { dropdownLinks } from "../content/navigation";
import type { NavItem } from "../generated/site";
import { Icon } from "../ui/icon";
import { useClickOutside } from "../ui/use-click-outside";
import { useEscapeKey } from "../ui/use-escape-key";

/**
 * A header menu that opens a list of links (the disclosure pattern: a button with aria-expanded).
 * Choosing a link, Escape (focus returns to the button) and a click outside close it.
 */
export function NavDropdown({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();
  const links = dropdownLinks(item);
  const current = links.some((link) => link.href === pathname);
  const close = useCallback(() => setOpen(false), []);
  useClickOutside(root, open, close);

  useEscapeKey(
    open,
    useCallback(() => {
      setOpen(false);
      button.current?.focus();
    }, []),
  );

  return (
    <li ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className={clsx("nav-link gap-1", current && "text-brand-700")}
      >
        {item.label}
        <Icon name="chevron" size={16} className={clsx("transition-transform", open && "rotate-180")} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-1 max-h-[70vh] w-72 overflow-y-auto rounded-xl border border-slate-200 bg-white py-2 shadow-xl"
      >
        {links.map((link) => (
          <li key={`${link.label}-${link.href}`}>
            <NavLink
              to={link.href}
              end
              onClick={close}
              className="block px-4 py-2 font-medium normal-case text-slate-700 hover:(bg-slate-50 text-brand-700) aria-[current=page]:(bg-brand-50 text-brand-800)"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
