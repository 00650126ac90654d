import clsx from "clsx";
import { Fragment, useId, type CSSProperties } from "react";
import { NavLink } from "react-router-dom";
import { catalogueLinks, courseMenu, type MenuGroup } from "../content/navigation";
import { Dialog, DialogOpener } from "../ui/dialog";
import { DraftMark } from "../ui/draft-mark";
import { DRAWER_STYLES } from "../ui/drawer-styles";
import { Icon, type IconName } from "../ui/icon";
import { useSite } from "../ui/site-settings";
import { useLangFor } from "../ui/text-language";
import { LETS_TALK_PANEL } from "./lets-talk-panel";

const BAR_ICONS: IconName[] = ["globe", "bulb", "gear"];

/**
 * Below the large breakpoint: a bottom bar whose More button opens a right-side drawer, a <dialog>
 * that works before any script (ui/dialog's "drawer": a popover, so the page behind stays as it is).
 */
export function MobileNavigation() {
  const drawerId = useId();
  const site = useSite();
  const langFor = useLangFor();
  const sections: { heading?: string; groups: MenuGroup[] }[] = [
    { groups: [{ key: "pages", links: site.mobileNavigation.drawer }] },
    { heading: site.words.ourServices, groups: [{ key: "services", links: catalogueLinks("services") }] },
    { heading: site.words.ourCourses, groups: courseMenu() },
  ];
  const firstLinks = sections[0].groups[0].links.length;

  return (
    <>
      <nav
        aria-label={site.words.quickMenu}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white lg:hidden"
      >
        <ul className="grid grid-cols-5">
          {site.mobileNavigation.bar.map((link, index) => (
            <li key={link.href}>
              <NavLink to={link.href} end className="bar-item">
                <Icon name={BAR_ICONS[index % BAR_ICONS.length]} size={22} />
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            {/* Let's Talk's place on a phone: in the bar, never over the page (contact-widget.tsx draws its panel). */}
            <button type="button" popoverTarget={LETS_TALK_PANEL} className="bar-item w-full">
              <span className="flex size-[22px] items-center justify-center rounded-full bg-accent-400 text-brand-900">
                <Icon name="chat" size={14} />
              </span>
              {site.words.letsTalkButton}
            </button>
          </li>
          <li>
            <DialogOpener dialog={drawerId} variant="drawer" className="bar-item w-full">
              <Icon name="menu" size={22} />
              {site.words.more}
            </DialogOpener>
          </li>
        </ul>
      </nav>
      <Dialog id={drawerId} title={site.words.menu} closeLabel={site.words.closeMenu} variant="drawer">
        {sections.map((section, index) => (
          <div
            key={section.heading ?? "pages"}
            // The first links come in one by one, each list after them as a whole: every animated
            // element adds to the work of the tap that opens the drawer.
            className={clsx(DRAWER_STYLES.section, index > 0 && "drawer-item")}
            style={index > 0 ? stagger(firstLinks + index - 1) : undefined}
          >
            {section.heading ? <h3 className={DRAWER_STYLES.heading}>{section.heading}</h3> : null}
            {section.groups.map((group) => (
              <Fragment key={group.key}>
                {group.heading ? (
                  <h4
                    id={`${drawerId}-${group.key}`}
                    lang={langFor(group.language)}
                    className={DRAWER_STYLES.groupHeading}
                  >
                    {group.heading}
                  </h4>
                ) : null}
                <ul aria-labelledby={group.heading ? `${drawerId}-${group.key}` : undefined}>
                  {group.links.map((link, item) => (
                    <li
                      key={link.href}
                      className={index === 0 ? "drawer-item" : undefined}
                      style={index === 0 ? stagger(item) : undefined}
                    >
                      <NavLink to={link.href} end lang={langFor(link.language)} className={DRAWER_STYLES.link}>
                        {link.label}
                        <DraftMark draft={link.draft} />
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </Fragment>
            ))}
          </div>
        ))}
      </Dialog>
    </>
  );
}

/** The n-th step of the drawer's entrance (the stylesheet delays each by 0.05 s). */
const stagger = (step: number) => ({ "--i": step }) as CSSProperties;
