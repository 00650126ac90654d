import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { exampleCourses } from "../../../tests/example-catalogue";
import { exampleBlock } from "../../../tests/example-block";
import { renderWithRouter } from "../../../tests/render-with-router";
import { CourseNav } from "./course-nav";

const block = exampleBlock("course-nav");
const courses = exampleCourses(5);

it("is a navigation landmark linking to every course it is given", () => {
  renderWithRouter(<CourseNav block={block} groups={[{ listId: "all", courses }]} />);
  const nav = screen.getByRole("navigation", { name: block.heading });
  const links = within(nav).getAllByRole("link");
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
    courses.map((course) => [course.title, course.path]),
  );
});

it("marks the course being viewed, and only that one", () => {
  renderWithRouter(<CourseNav block={block} groups={[{ listId: "all", courses }]} />, courses[2].path);
  const current = screen.getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page");
  expect(current.map((link) => link.textContent)).toEqual([courses[2].title]);
});

it("lists each group's courses under its category's name, in the order given", () => {
  const groups = [
    { heading: "Web Development", listId: "web", courses: courses.slice(0, 2) },
    { heading: "Data Science and AI", listId: "data", courses: courses.slice(2) },
  ];
  renderWithRouter(<CourseNav block={block} groups={groups} />);
  const nav = screen.getByRole("navigation", { name: block.heading });
  for (const group of groups) {
    const list = within(nav).getByRole("list", { name: group.heading });
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(group.courses.map((course) => course.title));
  }
});
