import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PageDocument } from "../../generated/page";
import { exampleCatalogue } from "../../../tests/example-catalogue";
import { exampleBlock } from "../../../tests/example-block";
import { renderBlock } from "../../../tests/render-block";
import { renderWithRouter } from "../../../tests/render-with-router";
import type { CourseCategory } from "../../content/catalogue/course-categories";
import { courseNav, courseNavOf } from "./course-nav";
import { siteIn } from "../../content/site";

const site = await siteIn("en");

const block = exampleBlock("course-nav");
const catalogue = exampleCatalogue({ courses: 5 });
const [web, data] = catalogue.categories;
const coursePage = (course: { title: string; path: string }, category: string) =>
  ({ kind: "course", title: course.title, path: course.path, category }) as PageDocument;
const linksIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole("link")
    .map((link) => link.textContent);

it("off a course page, is a navigation landmark linking to every course category", () => {
  renderBlock(courseNav, block, { catalogue });
  const nav = screen.getByRole("navigation", { name: block.heading });
  expect(
    within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]),
  ).toEqual(catalogue.categories.map((category) => [category.title, category.path]));
});

it("on a course page, links every course under its category's name, its own category's first", () => {
  renderBlock(courseNav, block, { catalogue, page: coursePage(data.courses[0], data.title) });
  const nav = screen.getByRole("navigation", { name: block.heading });
  expect(linksIn(nav)).toEqual([...data.courses, ...web.courses].map((course) => course.title));
  for (const category of [data, web])
    expect(linksIn(within(nav).getByRole("list", { name: category.title }))).toEqual(
      category.courses.map((course) => course.title),
    );
});

it("marks the course being viewed, and only that one", () => {
  const { course } = { course: web.courses[1] };
  const { component: CourseNav, resolve } = courseNav;
  renderWithRouter(
    <CourseNav {...resolve(block, { catalogue, page: coursePage(course, web.title), site })} />,
    course.path,
  );
  const current = screen.getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page");
  expect(current.map((link) => link.textContent)).toEqual([course.title]);
});

it("adds the page's own course when no list names it (a course being written)", () => {
  renderBlock(courseNav, block, {
    catalogue,
    page: coursePage({ title: "Course 1000", path: "/course-1000" }, web.title),
  });
  expect(screen.getByRole("link", { name: "Course 1000" })).toHaveAttribute("href", "/course-1000");
});

it("on a course's page in another language, names the course once, by its English page", () => {
  const course = web.courses[1];
  const { current } = courseNavOf(
    coursePage({ title: "उदाहरण कोर्स", path: `/ne${course.path}` }, web.title),
    catalogue,
    site.words,
  );
  expect(current).toBeUndefined();
});

describe("a catalogue over the site's limit", () => {
  const large = largeCatalogue();
  const [category] = large;
  const page = (course: { title: string; path: string }) => coursePage(course, category.title);

  it("links the courses its category names, then the category's page and every course", () => {
    const { groups, current, more } = courseNavOf(
      page(category.courses[0]),
      { categories: large, everyCourseListed: false },
      site.words,
    );
    expect(groups).toEqual([{ key: category.slug, courses: category.courses }]);
    expect(current).toBeUndefined();
    expect(more?.map((link) => link.href)).toEqual([category.path, "/courses"]);
  });

  it("adds the page's own course when its category does not name it", () => {
    const own = { title: "Course 999", path: "/course-999" };
    const { current } = courseNavOf(page(own), { categories: large, everyCourseListed: false }, site.words);
    expect(current).toEqual(own);
  });
});

/** Two categories, each naming its first 12 of 500 courses, as the catalogue module gives a large site. */
function largeCatalogue(): CourseCategory[] {
  return ["Web Development", "Data Science"].map((title, group) => ({
    slug: title.toLowerCase().replace(" ", "-"),
    title,
    path: `/courses/${title.toLowerCase().replace(" ", "-")}`,
    count: 500,
    courses: Array.from({ length: 12 }, (_, i) => ({
      title: `Course ${group * 500 + i}`,
      path: `/course-${group * 500 + i}`,
    })),
  }));
}
