import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { categories } from "../../content/catalogue";
import { loadCourseIndex } from "../../content/load-course-index";
import { exampleBlock } from "../../../tests/example-block";
import { popoverOpenedBy } from "../../../tests/platform-wiring";
import { renderWithRouter } from "../../../tests/render-with-router";
import { CourseSearch } from "./course-search";

const courses = await loadCourseIndex();

const block = exampleBlock("course-search");

it("offers the search box with the block's placeholder", async () => {
  const { user } = renderWithRouter(<CourseSearch block={block} />);
  const input = screen.getByRole("combobox", { name: "Search courses" });
  expect(input).toHaveAttribute("placeholder", block.placeholder);
  const [course] = courses;
  await user.type(input, course.title.toLowerCase());
  expect(await screen.findByRole("option", { name: course.title })).toBeVisible();
});

it("opens every course category from the All Courses button", () => {
  renderWithRouter(<CourseSearch block={block} />);
  const list = popoverOpenedBy(screen.getByRole("button", { name: "All Courses" }));
  for (const category of categories)
    expect(
      within(list).getByRole("link", { name: `${category.title} ${category.count}`, hidden: true }),
    ).toHaveAttribute("href", category.path);
  expect(within(list).getAllByRole("link", { hidden: true })).toHaveLength(categories.length + 1);
});
