import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { exampleCourses } from "../../../tests/example-catalogue";
import { exampleBlock } from "../../../tests/example-block";
import { renderWithRouter } from "../../../tests/render-with-router";
import { CourseNav } from "./course-nav";

const block = exampleBlock("course-nav");
const courses = exampleCourses(5);

it("is a navigation landmark linking to every course it is given", () => {
  renderWithRouter(<CourseNav block={block} courses={courses} />);
  const nav = screen.getByRole("navigation", { name: block.heading });
  const links = within(nav).getAllByRole("link");
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
    courses.map((course) => [course.title, course.path]),
  );
});

it("marks the course being viewed, and only that one", () => {
  renderWithRouter(<CourseNav block={block} courses={courses} />, courses[2].path);
  const current = screen.getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page");
  expect(current.map((link) => link.textContent)).toEqual([courses[2].title]);
});
