import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { exampleCatalogue } from "../../../tests/example-catalogue";
import { navigatedTo } from "../../../tests/render-with-router";
import { exampleBlock } from "../../../tests/example-block";
import { renderBlock } from "../../../tests/render-block";
import { topCourses } from "./top-courses";

const example = exampleBlock("top-courses");
const catalogue = exampleCatalogue({ courses: 20 });
const courses = await catalogue.courses();
const titles = (paths: string[]) => paths.map((path) => courses.find((course) => course.path === path)!.title);

it("shows the courses the block names, in its order, each linking to its page", () => {
  const named = [courses[4], courses[0], courses[7]].map((course) => course.path);
  renderBlock(topCourses, { ...example, courses: named }, { catalogue });
  expect(screen.getByRole("heading", { level: 2, name: example.heading })).toBeVisible();
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(titles(named));
  for (const [index, path] of named.entries()) {
    expect(screen.getByRole("link", { name: `Read More about ${titles(named)[index]}` })).toHaveAttribute("href", path);
  }
});

it("shows at most the first 15 it names", () => {
  const named = courses.map((course) => course.path);
  renderBlock(topCourses, { ...example, courses: named }, { catalogue });
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(titles(named.slice(0, 15)));
});

it("leads on with its action link", async () => {
  const { user } = renderBlock(topCourses, example, { catalogue });
  await user.click(screen.getByRole("link", { name: example.action.label }));
  await navigatedTo(example.action.href);
});

it("skips a path that names no course", () => {
  renderBlock(topCourses, { ...example, courses: ["/no-such-course", courses[1].path] }, { catalogue });
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([courses[1].title]);
});
