/** The phone menu's lists (app/mobile-navigation), in one place: the page editor shows an entry of them too. */
export const DRAWER_STYLES = {
  section: "border-b border-slate-100 px-3 py-3",
  heading: "px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500",
  link: "block rounded-lg px-2 py-2 text-slate-800 hover:bg-slate-50 aria-[current=page]:(bg-brand-50 font-semibold text-brand-800)",
} as const;
