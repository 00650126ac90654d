import { courseCategories } from "../../src/content/catalogue/course-categories.ts";
import type { CheckedDocument } from "./checked-document.ts";
import { problemIn } from "./messages.ts";
import type { Problem } from "./problem.ts";
import { suggest } from "./suggest.ts";

/**
 * A course category that no other course has, written almost as one that others have: most likely
 * a slip ("Web Developement"), which would list the course in a group, with a page, of its own. A
 * warning, since a new category is allowed: one whose name is unlike every other is taken as meant.
 * Categories are grouped as the lists group them (courseCategories: by address, so letter case is no slip).
 */
export function categoryChecks(documents: CheckedDocument[]): Problem[] {
  // Each course entered by its file, so a group of one leads back to its document.
  const courses = documents.flatMap(({ file, document }) =>
    document.kind === "course" && document.category ? [{ title: file, path: file, category: document.category }] : [],
  );
  const groups = courseCategories(courses);
  const documentOf = new Map(documents.map((doc) => [doc.file, doc]));
  return groups.flatMap((group): Problem[] => {
    if (group.count > 1) return [];
    const guess = suggest(
      group.title,
      groups.filter((other) => other !== group).map((other) => other.title),
    );
    if (!guess) return [];
    const doc = documentOf.get(group.courses[0].path)!;
    return [problemIn(doc, { code: "categoryOfOne", params: { category: group.title, guess }, pointer: "/category" })];
  });
}
