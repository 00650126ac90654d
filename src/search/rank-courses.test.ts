import { describe, expect, it } from "vitest";
import { rankCourses } from "./rank-courses";

const titles = (...names: string[]) => names.map((title) => ({ title }));
const COURSES = titles(
  "React Native",
  "Python with AI",
  "ReactJS",
  "Python Basic",
  "C/C++",
  "Frontend Development",
  "Backend Development",
  "Python",
  "Machine Learning (Python)",
  "Pre-React Patterns",
);

describe("the course search's order", () => {
  it.each([
    ["react", ["ReactJS", "React Native", "Pre-React Patterns"]],
    ["React Native", ["React Native"]],
    ["python", ["Python", "Python Basic", "Python with AI", "Machine Learning (Python)"]],
    ["  PYTHON   basic ", ["Python Basic"]],
    ["dev", ["Frontend Development", "Backend Development"]],
    ["end", ["Frontend Development", "Backend Development"]],
    ["c++", ["C/C++"]],
    ["ai", ["Python with AI"]],
    ["ml", []],
    ["", []],
  ])("%j: %j", (text, expected) => {
    expect(rankCourses(COURSES, text).map((course) => course.title)).toEqual(expected);
  });
});

describe("a course with titles in other languages", () => {
  const courses = [
    { title: "ReactJS", also: ["ReactJS तालिम"] },
    { title: "पाइथन तालिम", also: ["Python"] },
  ];

  it("is found by its title in any of them, ranked by the best", () => {
    expect(rankCourses(courses, "तालिम").map((course) => course.title)).toEqual(["ReactJS", "पाइथन तालिम"]);
    expect(rankCourses(courses, "python").map((course) => course.title)).toEqual(["पाइथन तालिम"]);
    expect(rankCourses(courses, "पाइथन").map((course) => course.title)).toEqual(["पाइथन तालिम"]);
  });
});
