import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { courses } from "../../content/catalogue";
import { exampleBlock } from "../../../tests/example-block";
import { popoverOpenedBy } from "../../../tests/platform-wiring";
import { renderWithRouter } from "../../../tests/render-with-router";
import { CourseSearch } from "./course-search";

const block = exampleBlock("course-search");

it("offers the search box with the block's placeholder", async () => {
  const { user } = renderWithRouter(<CourseSearch block={block} />);
  const input = screen.getByRole("combobox", { name: "Search courses" });
  expect(input).toHaveAttribute("placeholder", block.placeholder);
  const [course] = courses;
  await user.type(input, course.title.toLowerCase());
  expect(screen.getByRole("option", { name: course.title })).toBeVisible();
});

it("opens every course from the All Courses button", () => {
  renderWithRouter(<CourseSearch block={block} />);
  const list = popoverOpenedBy(screen.getByRole("button", { name: "All Courses" }));
  for (const course of courses)
    expect(within(list).getByRole("link", { name: course.title, hidden: true })).toHaveAttribute("href", course.path);
});
