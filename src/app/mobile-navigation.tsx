import { useEffect, useId, useRef, useState, type CSSProperties } from "react";
import { NavLink } from "react-router-dom";
import { courses, services } from "../content/catalogue";
import { site } from "../content/site";
import type { Link } from "../generated/page";
import { Icon, type IconName } from "../ui/icon";

const BAR_ICONS: IconName[] = ["globe", "bulb", "gear"];
const STAGGER_STEPS = 12;

/**
 * Below the large breakpoint: a bottom bar whose More button opens a right-side drawer, a modal
 * <dialog> (focus moves in and stays, Escape closes, focus returns to More; the page behind is
 * locked while it is open).
 */
export function MobileNavigation() {
  const drawer = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => {
    drawer.current?.close();
    setOpen(false);
  };

  useEffect(() => {
    if (!open) return undefined;
    // Back to the stylesheet's value, not to one read when opening: a close and a quick reopen
    // would otherwise read "hidden" and keep the page locked.
    const { style } = document.documentElement;
    style.overflow = "hidden";
    return () => {
      style.removeProperty("overflow");
    };
  }, [open]);

  const sections: { heading?: string; links: Link[] }[] = [
    { links: site.mobileNavigation.drawer },
    { heading: "Our Services", links: services.map(({ title, path }) => ({ label: title, href: path })) },
    { heading: "Our Courses", links: courses.map(({ title, path }) => ({ label: title, href: path })) },
  ];
  let order = 0;

  return (
    <>
      <nav aria-label="Quick" className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white lg:hidden">
        <ul className="grid grid-cols-4">
          {site.mobileNavigation.bar.map((link, index) => (
            <li key={link.href}>
              <NavLink to={link.href} end className="bar-item">
                <Icon name={BAR_ICONS[index % BAR_ICONS.length]} size={22} />
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={open}
              onClick={() => {
                drawer.current?.showModal();
                setOpen(true);
              }}
              className="bar-item w-full"
            >
              <Icon name="menu" size={22} />
              More
            </button>
          </li>
        </ul>
      </nav>
      {/* A click on the backdrop lands on the dialog itself; keyboard users have Escape and Close. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={drawer}
        aria-labelledby={titleId}
        // The close event comes a task later: the drawer may have been opened again meanwhile.
        onClose={() => setOpen(drawer.current?.open ?? false)}
        onClick={(event) => event.target === drawer.current && close()}
        className="drawer m-0 ml-auto h-full max-h-none w-[280px] max-w-full overflow-y-auto bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
      >
        <div className="sticky top-0 flex items-center justify-between border-b border-slate-200 bg-white px-5 py-3">
          <h2 id={titleId} className="font-bold text-brand-900">
            Menu
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label="Close menu"
            className="-mr-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100"
          >
            <Icon name="close" />
          </button>
        </div>
        {open
          ? sections.map((section) => (
              <div key={section.heading ?? "pages"} className="border-b border-slate-100 px-3 py-3">
                {section.heading ? (
                  <h3 className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
                    {section.heading}
                  </h3>
                ) : null}
                <ul>
                  {section.links.map((link) => (
                    <li
                      key={link.href}
                      className="drawer-item"
                      style={{ "--i": Math.min(order++, STAGGER_STEPS) } as CSSProperties}
                    >
                      <NavLink
                        to={link.href}
                        end
                        onClick={close}
                        className="block rounded-lg px-2 py-2 text-slate-800 hover:bg-slate-50 aria-[current=page]:(bg-brand-50 font-semibold text-brand-800)"
                      >
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))
          : null}
      </dialog>
    </>
  );
}
