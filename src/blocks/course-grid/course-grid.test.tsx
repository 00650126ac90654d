import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { exampleCatalogue } from "../../../tests/example-catalogue";
import { exampleBlock } from "../../../tests/example-block";
import { renderBlock } from "../../../tests/render-block";
import { CATEGORY_CARDS, courseGrid, OVERVIEW_CARDS } from "./course-grid";

const block = { ...exampleBlock("course-grid"), headingLevel: 1 as const };
const headingsAt = (level: number) => screen.getAllByRole("heading", { level }).map((h) => h.textContent);

describe("given a category", () => {
  const catalogue = exampleCatalogue({ courses: 8 });
  const webCourses = catalogue.categories[0].courses;
  const inCategory = { ...block, category: "Web Development" };

  it("heads the page and shows its subtitle", () => {
    renderBlock(courseGrid, inCategory, { catalogue });
    expect(screen.getByRole("heading", { level: 1, name: block.heading })).toBeVisible();
    expect(screen.getByText(block.subtitle!)).toBeVisible();
  });

  it("lists that category's courses, each titled one level down, with its points and a link to its page", async () => {
    renderBlock(courseGrid, inCategory, { catalogue });
    expect(headingsAt(2)).toEqual(webCourses.map((course) => course.title));
    const cards = new Map((await catalogue.courses()).map((course) => [course.path, course.card]));
    for (const course of webCourses) {
      for (const point of cards.get(course.path)!.points) expect(screen.getByText(point)).toBeVisible();
      expect(screen.getByRole("link", { name: `Read More about ${course.title}` })).toHaveAttribute(
        "href",
        course.path,
      );
    }
  });

  it("fetches the first picture at once when the list opens the page, and the rest lazily", () => {
    renderBlock(courseGrid, inCategory, { catalogue });
    const [first, ...rest] = screen.getAllByRole("img");
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(rest).toHaveLength(webCourses.length - 1);
    for (const image of rest) expect(image).toHaveAttribute("loading", "lazy");
  });

  it("keeps every picture lazy when the list is lower on its page", () => {
    renderBlock(courseGrid, { ...inCategory, headingLevel: 2 }, { catalogue });
    for (const image of screen.getAllByRole("img")) expect(image).toHaveAttribute("loading", "lazy");
  });

  it(`shows its first ${CATEGORY_CARDS} as cards and the rest as links, A to Z`, () => {
    const large = exampleCatalogue({ courses: 2 * (CATEGORY_CARDS + 3) });
    const courses = large.categories[0].courses;
    renderBlock(courseGrid, inCategory, { catalogue: large });
    expect(screen.getAllByRole("article")).toHaveLength(CATEGORY_CARDS);
    const rest = screen.getByRole("heading", { name: "Every other Web Development course, A to Z" });
    const links = within(rest.nextElementSibling as HTMLElement).getAllByRole("link");
    const expected = courses.slice(CATEGORY_CARDS).map((course) => course.title);
    expect(links.map((link) => link.textContent)).toEqual(expected.sort((a, b) => a.localeCompare(b)));
  });
});

describe("with no category", () => {
  it("shows the categories, each with its first cards and a link to its page", () => {
    const catalogue = exampleCatalogue({ courses: 2 * (OVERVIEW_CARDS + 2) });
    renderBlock(courseGrid, { ...block, category: undefined }, { catalogue });
    expect(headingsAt(2)).toEqual(catalogue.categories.map((category) => category.title));
    const cards = catalogue.categories.flatMap((category) => category.courses.slice(0, OVERVIEW_CARDS));
    expect(headingsAt(3)).toEqual(cards.map((course) => course.title));
    for (const category of catalogue.categories) {
      expect(screen.getByRole("link", { name: category.title })).toHaveAttribute("href", category.path);
      expect(screen.getByRole("link", { name: `All ${category.count} courses in ${category.title}` })).toBeVisible();
    }
  });
});
