import { expect, it } from "vitest";
import type { FormField } from "../generated/form";
import { fieldOptions } from "./field-options";

// A large catalogue: its category names only its first courses, as every page's lists do.
const large = {
  services: [],
  categories: [
    {
      slug: "web",
      title: "Web Development",
      path: "/courses/web",
      count: 500,
      courses: [{ title: "React", path: "/react" }],
    },
  ],
};
const courseChoice = { name: "course", label: "Course", type: "select", options: { from: "courses" } } as FormField;

it("stands for the courses a category does not name by a choice in the page's words", () => {
  const [group] = fieldOptions(courseChoice, { anotherCourse: "{category} को अर्को कोर्स" }, undefined, large);
  expect(group).toMatchObject({ label: "Web Development", options: ["React", "Web Development को अर्को कोर्स"] });
});
