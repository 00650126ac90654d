import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { exampleCourses } from "../../../tests/example-catalogue";
import { exampleBlock } from "../../../tests/example-block";
import { renderWithRouter } from "../../../tests/render-with-router";
import { CourseGrid } from "./course-grid";

const block = { ...exampleBlock("course-grid"), headingLevel: 1 as const };
const courses = exampleCourses(4);

it("heads the page and shows its subtitle", () => {
  renderWithRouter(<CourseGrid block={block} courses={courses} />);
  expect(screen.getByRole("heading", { level: 1, name: block.heading })).toBeVisible();
  expect(screen.getByText(block.subtitle!)).toBeVisible();
});

it("lists every course it is given, each titled one level down, with its points and a link to its page", () => {
  renderWithRouter(<CourseGrid block={block} courses={courses} />);
  expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(
    courses.map((course) => course.title),
  );
  for (const course of courses) {
    for (const point of course.card.points) expect(screen.getByText(point)).toBeVisible();
    expect(screen.getByRole("link", { name: `Read More about ${course.title}` })).toHaveAttribute("href", course.path);
  }
});

it("fetches the first picture at once when the list opens the page, and the rest lazily", () => {
  renderWithRouter(<CourseGrid block={block} courses={courses} />);
  const [first, ...rest] = screen.getAllByRole("img");
  expect(first).toHaveAttribute("loading", "eager");
  expect(first).toHaveAttribute("fetchpriority", "high");
  expect(rest).toHaveLength(courses.length - 1);
  for (const image of rest) expect(image).toHaveAttribute("loading", "lazy");
});

it("keeps every picture lazy when the list is lower on its page", () => {
  renderWithRouter(<CourseGrid block={{ ...block, headingLevel: 2 }} courses={courses} />);
  for (const image of screen.getAllByRole("img")) expect(image).toHaveAttribute("loading", "lazy");
});
