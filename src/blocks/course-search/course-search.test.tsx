import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { catalogue } from "../../content/catalogue/catalogue";
import { exampleBlock } from "../../../tests/example-block";
import { popoverOpenedBy } from "../../../tests/platform-wiring";
import { renderWithRouter } from "../../../tests/render-with-router";
import { CourseSearch } from "./course-search";

const courses = await catalogue.courseIndex();
const { categories } = catalogue;

const block = exampleBlock("course-search");

it("offers the search box with the block's placeholder", async () => {
  const { user } = renderWithRouter(<CourseSearch block={block} />);
  const input = screen.getByRole("combobox", { name: "Search courses" });
  expect(input).toHaveAttribute("placeholder", block.placeholder);
  const [course] = courses;
  await user.type(input, course.title.toLowerCase());
  expect(await screen.findByRole("option", { name: course.title })).toBeVisible();
});

it("opens every course, under its category, and the page of every course from the All Courses button", () => {
  renderWithRouter(<CourseSearch block={block} />);
  const list = popoverOpenedBy(screen.getByRole("button", { name: "All Courses" }));
  const links = within(list).getAllByRole("link", { hidden: true });
  expect(links.map((link) => link.getAttribute("href"))).toEqual([
    ...categories.flatMap((category) => category.courses.map((course) => course.path)),
    "/courses",
  ]);
  expect(links).toHaveLength(courses.length + 1);
});
