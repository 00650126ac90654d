import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import home from "../../../pages/home.json";
import { courses } from "../../content/catalogue";
import { blockFromPage } from "../../../tests/block-from-page";
import { popoverOpenedBy } from "../../../tests/platform-wiring";
import { renderWithRouter } from "../../../tests/render-with-router";
import { CourseSearch } from "./course-search";

const block = blockFromPage(home, "course-search");

it("offers the search box with the block's placeholder", async () => {
  const { user } = renderWithRouter(<CourseSearch block={block} />);
  const input = screen.getByRole("combobox", { name: "Search courses" });
  expect(input).toHaveAttribute("placeholder", "Search courses, e.g. React, Python, SEO");
  await user.type(input, "flutter");
  expect(screen.getByRole("option", { name: "Flutter" })).toBeVisible();
});

it("opens every course from the All Courses button", () => {
  renderWithRouter(<CourseSearch block={block} />);
  const list = popoverOpenedBy(screen.getByRole("button", { name: "All Courses" }));
  for (const course of courses)
    expect(within(list).getByRole("link", { name: course.title, hidden: true })).toHaveAttribute("href", course.path);
});
