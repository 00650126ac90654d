import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { categories, services, type CatalogueCategory } from "../../content/catalogue";
import { loadCourseIndex } from "../../content/load-course-index";
import { CurrentDocument } from "../current-document";
import type { PageDocument } from "../../generated/page";
import { site } from "../../content/site";
import { exampleBlock } from "../../../tests/example-block";
import { renderWithRouter } from "../../../tests/render-with-router";
import { loadCourseSummaries } from "./catalogue-summaries";
import { OVERVIEW_CARDS, ResolvedCourseGrid } from "./course-grid";
import { ResolvedServiceGrid } from "./service-grid";
import { courseNavOf, ResolvedChatCta, ResolvedContactBar, ResolvedCourseNav } from "./site-blocks";
import { ResolvedTopCourses } from "./top-courses";

const courses = await loadCourseIndex();
// The grids draw once every course's card has come: fetched before any render, as a page would be.
await loadCourseSummaries();

const headingsAt = (level: number) => screen.getAllByRole("heading", { level }).map((h) => h.textContent);

// The blocks are tested on example data; these check the renderer gives them the site's own.
describe("blocks given the catalogue and the site settings", () => {
  it("the course grid shows the categories, each with its first cards and a link to its page", () => {
    renderWithRouter(
      <ResolvedCourseGrid block={{ ...exampleBlock("course-grid"), headingLevel: 1, category: undefined }} />,
    );
    expect(courses.length).toBeGreaterThanOrEqual(27);
    expect(headingsAt(2)).toEqual(categories.map((category) => category.title));
    const cards = categories.flatMap((category) =>
      courses.filter((course) => course.category === category.slug).slice(0, OVERVIEW_CARDS),
    );
    expect(headingsAt(3)).toEqual(cards.map((course) => course.title));
    for (const category of categories)
      expect(screen.getByRole("link", { name: category.title })).toHaveAttribute("href", category.path);
  });

  it("given a category, the course grid shows every course of it", () => {
    const [category] = categories;
    renderWithRouter(
      <ResolvedCourseGrid block={{ ...exampleBlock("course-grid"), headingLevel: 1, category: category.title }} />,
    );
    const inCategory = courses.filter((course) => course.category === category.slug);
    expect(inCategory.length).toBe(category.count);
    expect(headingsAt(2)).toEqual(inCategory.map((course) => course.title));
  });

  it("the top courses pick from every course", () => {
    const named = [courses[3].path, courses[0].path];
    renderWithRouter(<ResolvedTopCourses block={{ ...exampleBlock("top-courses"), courses: named }} />);
    expect(headingsAt(3)).toEqual([courses[3].title, courses[0].title]);
  });

  it("the service grid gets every service with its card", () => {
    renderWithRouter(<ResolvedServiceGrid block={{ ...exampleBlock("service-grid"), headingLevel: 2 }} />);
    expect(services.length).toBeGreaterThanOrEqual(12);
    expect(headingsAt(3)).toEqual(services.map((service) => service.title));
  });

  it("on a course page, the course navigation links every course, its own category's first, under their names", () => {
    const course = courses.find((c) => c.path === "/python-training")!;
    const category = categories.find((c) => c.slug === course.category)!;
    const document = {
      kind: "course",
      path: course.path,
      title: course.title,
      category: category.title,
    } as PageDocument;
    renderWithRouter(
      <CurrentDocument value={document}>
        <ResolvedCourseNav block={exampleBlock("course-nav")} />
      </CurrentDocument>,
    );
    const others = categories.filter((c) => c !== category);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(
      [category, ...others].flatMap((c) => c.courses.map((entry) => entry.path)),
    );
    expect(screen.getAllByRole("link")).toHaveLength(courses.length);
    expect(screen.getByRole("list", { name: category.title })).toBeInTheDocument();
  });

  it("on a course page not among those any list names, the course navigation adds the page's own", () => {
    const [category] = categories;
    const document = { kind: "course", path: "/course-1000", title: "Course 1000", category: category.title };
    renderWithRouter(
      <CurrentDocument value={document as PageDocument}>
        <ResolvedCourseNav block={exampleBlock("course-nav")} />
      </CurrentDocument>,
    );
    expect(screen.getByRole("link", { name: "Course 1000" })).toHaveAttribute("href", "/course-1000");
  });

  it("the contact bar and the chat button use the site's phone, e-mail and chat number", () => {
    render(<ResolvedContactBar block={exampleBlock("contact-bar")} />);
    expect(screen.getByRole("link", { name: site.phone })).toBeVisible();
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    render(<ResolvedChatCta block={exampleBlock("chat-cta")} />);
    expect(screen.getByRole("link", { name: /opens in a new tab/ }).getAttribute("href")).toContain(site.chatNumber);
  });
});

describe("the course navigation of a catalogue over the site's limit", () => {
  const large = largeCatalogue();
  const [category] = large;

  it("links the courses its category names, then the category's page and every course", () => {
    const { groups, current, more } = courseNavOf(category.courses[0], category, {
      categories: large,
      everyCourseListed: false,
    });
    expect(groups).toEqual([{ listId: `course navigation: ${category.slug}`, courses: category.courses }]);
    expect(current).toBeUndefined();
    expect(more?.map((link) => link.href)).toEqual([category.path, "/courses"]);
  });

  it("adds the page's own course when its category does not name it", () => {
    const own = { title: "Course 999", path: "/course-999" };
    const { current } = courseNavOf(own, category, { categories: large, everyCourseListed: false });
    expect(current).toEqual(own);
  });
});

/** Two categories, each naming its first 12 of 500 courses, as the catalogue module gives a large site. */
function largeCatalogue(): CatalogueCategory[] {
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
