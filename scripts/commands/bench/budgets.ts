export interface Budget {
  /** Gzip bytes of the pre-rendered HTML. */
  html: number;
  /** Gzip bytes of the JavaScript loaded on first load. */
  js: number;
  /** Gzip bytes of everything loaded on first load. */
  total: number;
}

const KB = 1024;

/** Our first-load budgets: course and service pages are the ones visitors land on from search. */
export const BUDGETS: Record<"course" | "service" | "home" | "page", Budget> = {
  // 101 KB since pages in Nepali: every page's language, its alternates kept in step and the header's link cost 0.6 KB;
  // 104 KB since the site's own words are content in each language (about 1.6 KB), and a course page in Nepali
  // carries its document in Devanagari, 3 bytes a letter (about 1 KB more): docs/decisions.md, "नेपालीमा पनि".
  // HTML 15 KB since course pages in Nepali, for the same reason: about 1.8 KB more gzip than the English.
  course: { html: 15 * KB, js: 104 * KB, total: 300 * KB },
  service: { html: 15 * KB, js: 104 * KB, total: 300 * KB },
  home: { html: 30 * KB, js: 140 * KB, total: 500 * KB },
  page: { html: 30 * KB, js: 140 * KB, total: 500 * KB },
};

/**
 * The editor on a phone against a self-hosted site (nginx and git http-backend), bytes over the wire
 * with their headers: its sign-in screen; signing in and opening a course together; a second course; and
 * the next day, a course again once someone changed another on main.
 */
export const EDITOR_BUDGETS = {
  "sign-in screen": 300 * KB,
  "signing in and a course": 600 * KB,
  "a second course": 50 * KB,
  "the next day": 50 * KB,
};
