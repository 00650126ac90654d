import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import react from "../../../pages/courses/reactjs-training.json";
import { blockFromPage } from "../../../tests/block-from-page";
import { CourseIntro } from "./course-intro";

const block = blockFromPage(react, "course-intro");

it("heads the page with the course name and shows every paragraph", () => {
  render(<CourseIntro block={block} />);
  expect(screen.getByRole("heading", { level: 1, name: "ReactJS Development Training" })).toBeVisible();
  for (const paragraph of block.paragraphs) expect(screen.getByText(paragraph)).toBeVisible();
});

it("lists the course facts as terms and their values", () => {
  render(<CourseIntro block={block} />);
  expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual([
    "Duration",
    "Schedule",
    "Format",
    "Prerequisites",
  ]);
  expect(screen.getAllByRole("definition").map((value) => value.textContent)).toEqual(
    block.facts!.map((fact) => fact.value),
  );
});

it("leaves the facts out when the block has none", () => {
  render(<CourseIntro block={{ ...block, facts: undefined }} />);
  expect(screen.queryAllByRole("term")).toEqual([]);
});
