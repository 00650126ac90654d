import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { courses } from "../../content/catalogue";
import type { BlockOf } from "../../content/blocks";
import { renderWithRouter } from "../../../tests/render-with-router";
import { CourseNav } from "./course-nav";

const block: BlockOf<"course-nav"> = { type: "course-nav", heading: "Our Courses" };

it("is a navigation landmark linking to every course of the catalogue", () => {
  renderWithRouter(<CourseNav block={block} />);
  const nav = screen.getByRole("navigation", { name: "Our Courses" });
  const links = within(nav).getAllByRole("link");
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
    courses.map((course) => [course.title, course.path]),
  );
});

it("marks the course being viewed, and only that one", () => {
  renderWithRouter(<CourseNav block={block} />, "/reactjs-training");
  const current = screen.getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page");
  expect(current.map((link) => link.textContent)).toEqual(["ReactJS"]);
});
