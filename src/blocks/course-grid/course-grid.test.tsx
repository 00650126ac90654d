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
