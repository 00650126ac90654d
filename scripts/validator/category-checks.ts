import { categorySlug } from "../../src/content/course-categories.ts";
import type { CheckedDocument } from "./checked-document.ts";
import { didYouMeanInForm } from "./did-you-mean-in-form.ts";
import type { Problem } from "./problem.ts";
import { suggest } from "./suggest.ts";

/**
 * A course category that no other course has, written almost as one that others have: most likely
 * a slip ("Web Developement"), which would list the course in a group, with a page, of its own. A
 * warning, since a new category is allowed: one whose name is unlike every other is taken as meant.
 * Categories are told apart as lists tell them apart, by their address (so letter case is no slip).
 */
export function categoryChecks(documents: CheckedDocument[]): Problem[] {
  const courses = documents.flatMap(({ file, source, document }) =>
    document.kind === "course" && document.category ? [{ file, source, category: document.category }] : [],
  );
  const bySlug = new Map<string, typeof courses>();
  for (const course of courses) {
    const slug = categorySlug(course.category);
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), course]);
  }
  return [...bySlug.values()].flatMap((group): Problem[] => {
    if (group.length > 1) return [];
    const [{ file, source, category }] = group;
    const others = [...bySlug.values()].filter((other) => other !== group).map(([first]) => first.category);
    const guess = suggest(category, others);
    if (!guess) return [];
    const hint = "Write it as the other courses do, or keep it to start a new category.";
    return [
      {
        file,
        severity: "warning",
        pointer: "/category",
        message: `No other course has the category "${category}", so it would be listed in a group of its own. Did you mean "${guess}"?`,
        hint,
        form: {
          message: `No other course is in this category, so it would be a group of one.${didYouMeanInForm(guess)}`,
          hint,
        },
        ...source.locate("/category"),
      },
    ];
  });
}
