import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import home from "../../../pages/home.json";
import { courses } from "../../content/catalogue";
import { blockFromPage } from "../../../tests/block-from-page";
import { renderWithRouter } from "../../../tests/render-with-router";
import { TopCourses } from "./top-courses";

const block = blockFromPage(home, "top-courses");
const titleOf = (path: string) => courses.find((course) => course.path === path)!.title;

it("shows the 14 courses the block names, in its order, each linking to its page", () => {
  renderWithRouter(<TopCourses block={block} />);
  expect(screen.getByRole("heading", { level: 2, name: "Top Professional IT Courses" })).toBeVisible();
  expect(block.courses).toHaveLength(14);
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(block.courses.map(titleOf));
  for (const path of block.courses) {
    expect(screen.getByRole("link", { name: `Read More about ${titleOf(path)}` })).toHaveAttribute("href", path);
  }
});

it("leads to every course with Explore More Courses", async () => {
  const { user } = renderWithRouter(<TopCourses block={block} />);
  await user.click(screen.getByRole("link", { name: "Explore More Courses" }));
  expect(screen.getByTestId("path")).toHaveTextContent("/courses");
});

it("skips a path that names no course", () => {
  renderWithRouter(<TopCourses block={{ ...block, courses: ["/no-such-course", "/flutter-training"] }} />);
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Flutter"]);
});
