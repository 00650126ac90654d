import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import coursesPage from "../../../pages/courses.json";
import { courses } from "../../content/catalogue";
import { blockFromPage } from "../../../tests/block-from-page";
import { renderWithRouter } from "../../../tests/render-with-router";
import { CourseGrid } from "./course-grid";

const block = blockFromPage(coursesPage, "course-grid");

it("heads the page and shows its subtitle", () => {
  renderWithRouter(<CourseGrid block={block} />);
  expect(screen.getByRole("heading", { level: 1, name: block.heading })).toBeVisible();
  expect(screen.getByText(block.subtitle!)).toBeVisible();
});

it("lists every course of the catalogue, each titled one level down and linking to its page", () => {
  renderWithRouter(<CourseGrid block={block} />);
  expect(courses.length).toBeGreaterThanOrEqual(27);
  expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(
    courses.map((course) => course.title),
  );
  for (const course of courses) {
    expect(screen.getByRole("link", { name: `Read More about ${course.title}` })).toHaveAttribute("href", course.path);
  }
});

it("fetches the first picture at once when the list opens the page, and the rest lazily", () => {
  renderWithRouter(<CourseGrid block={block} />);
  const [first, ...rest] = screen.getAllByRole("img");
  expect(first).toHaveAttribute("loading", "eager");
  expect(first).toHaveAttribute("fetchpriority", "high");
  for (const image of rest) expect(image).toHaveAttribute("loading", "lazy");
});

it("keeps every picture lazy when the list is lower on its page", () => {
  renderWithRouter(<CourseGrid block={{ ...block, headingLevel: 2 }} />);
  for (const image of screen.getAllByRole("img")) expect(image).toHaveAttribute("loading", "lazy");
});
