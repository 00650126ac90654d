import { catalogue, CATALOGUE_LANGUAGE, type Catalogue } from "../content/catalogue/catalogue";
import type { PageLanguage } from "../content/translation/languages";
import type { FormField } from "../generated/form";
import { fillIn } from "../lib/fill-in";
import type { FormWords } from "./form-words";

/** Choices of a select, under a heading (`<optgroup>`) or, without a label, on their own. */
export interface OptionGroup {
  label?: string;
  options: string[];
  /** The language of its label and choices where they are the catalogue's names (CATALOGUE_LANGUAGE), not the form's. */
  language?: PageLanguage;
}

/**
 * A select's choices, derived from the pages: every service; or the courses by category (each
 * category's first courses, then "Another … course" in the page's language (`words`) when it has more,
 * so a page never carries 1,000 options), with `current` (the page's own course) in its category; then
 * the extras.
 */
export function fieldOptions(
  field: FormField,
  words: Pick<FormWords, "anotherCourse">,
  current?: { title: string; category: string },
  { services, categories }: Pick<Catalogue, "services" | "categories"> = catalogue,
): OptionGroup[] {
  if (!field.options) return [];
  const extra = field.options.extra?.length ? [{ options: field.options.extra }] : [];
  const language = CATALOGUE_LANGUAGE;
  if (field.options.from === "services") {
    return [{ options: services.map((entry) => entry.title), language }, ...extra];
  }
  const groups = categories.map(({ title, count, courses }) => {
    const options = courses.map((course) => course.title);
    if (current?.category === title && !options.includes(current.title)) options.push(current.title);
    if (count > courses.length) options.push(fillIn(words.anotherCourse, { category: title }));
    return { label: title, options, language };
  });
  return [...groups, ...extra];
}
