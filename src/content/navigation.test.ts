import { describe, expect, it } from "vitest";
import { courseCategories, menuCatalogue, NAMED_PER_CATEGORY } from "./catalogue/course-categories";
import { courseMenu } from "./navigation";

/** `count` courses spread over three categories, as the documents would give them. */
const coursesOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    title: `Course ${i + 1}`,
    path: `/course-${i + 1}`,
    category: ["Web Development", "Data Science and AI", "Digital Marketing"][i % 3],
  }));

describe("the menus' courses and the site's listEveryCourseUpTo", () => {
  it("up to the limit, name every course under its category's name", () => {
    const catalogue = menuCatalogue(courseCategories(coursesOf(60)), 60);
    expect(catalogue.everyCourseListed).toBe(true);
    const menu = courseMenu(catalogue);
    expect(menu.map((group) => group.heading)).toEqual(["Web Development", "Data Science and AI", "Digital Marketing"]);
    expect(menu.flatMap((group) => group.links)).toHaveLength(60);
    expect(menu[0].links[0]).toEqual({ label: "Course 1", href: "/course-1", language: "en" });
  });

  it("over it, name the categories, each with how many courses its page lists", () => {
    const catalogue = menuCatalogue(courseCategories(coursesOf(61)), 60);
    expect(catalogue.everyCourseListed).toBe(false);
    expect(catalogue.categories.map((category) => category.courses.length)).toEqual([
      NAMED_PER_CATEGORY,
      NAMED_PER_CATEGORY,
      NAMED_PER_CATEGORY,
    ]);
    expect(courseMenu(catalogue)).toEqual([
      {
        key: "categories",
        links: [
          { label: "Web Development", href: "/courses/web-development", count: 21, language: "en" },
          { label: "Data Science and AI", href: "/courses/data-science-and-ai", count: 20, language: "en" },
          { label: "Digital Marketing", href: "/courses/digital-marketing", count: 20, language: "en" },
        ],
      },
    ]);
  });
});
