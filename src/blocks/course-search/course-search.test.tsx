import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import home from "../../../pages/home.json";
import { courses } from "../../content/catalogue";
import { blockFromPage } from "../../../tests/block-from-page";
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

it("opens every course from the All Courses toggle", async () => {
  const { user } = renderWithRouter(<CourseSearch block={block} />);
  const toggle = screen.getByRole("button", { name: "All Courses" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  await user.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  for (const course of courses)
    expect(screen.getByRole("link", { name: course.title })).toHaveAttribute("href", course.path);
});
