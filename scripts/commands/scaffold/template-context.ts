import type { IconNames } from "../../validator/icon-names.ts";

/** What a page template needs to know besides the title. */
export interface TemplateContext {
  title: string;
  /** File name and address: pages/<folder>/<slug>.json is /<slug>. */
  slug: string;
  /** The brand's short name from pages/_site.json, for the search title. */
  shortName: string;
  /** After every page of the same kind, so the new one is listed last until someone moves it. */
  order: number;
  /** A course's group in lists and menus (one that other courses have); without it, "Other Courses". */
  category?: string;
  /** What the page offers, in the author's one sentence: the introduction's first words and the search description. */
  summary?: string;
  /** A course's next batch, as year-month-day: its first class, in the classroom. */
  batch?: string;
  /** The names the icon sets answer to, for proposing the card's marks from the title. */
  iconNames: IconNames;
}
