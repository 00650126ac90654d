/** The phone menu's lists (app/mobile-navigation), in one place: the page editor shows an entry of them too. */
export const DRAWER_STYLES = {
  section: "border-b border-slate-100 px-3 py-3",
  heading: "px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500",
  /** A course category's name over its courses. */
  groupHeading: "px-2 pt-3 pb-1 text-sm font-semibold text-brand-800",
  link: "drawer-link",
} as const;
