import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { exampleBlock } from "../../../tests/example-block";
import { CourseIntro } from "./course-intro";

const block = {
  ...exampleBlock("course-intro"),
  facts: [
    { label: "Duration", value: "About 3 months" },
    { label: "Schedule", value: "Three to four sessions a week" },
    { label: "Format", value: "In class or live online" },
    { label: "Prerequisites", value: "None" },
  ],
};

it("heads the page with the course name and shows every paragraph", () => {
  render(<CourseIntro block={block} />);
  expect(screen.getByRole("heading", { level: 1, name: block.heading })).toBeVisible();
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
    block.facts.map((fact) => fact.value),
  );
});

it("leaves the facts out when the block has none", () => {
  render(<CourseIntro block={{ ...block, facts: undefined }} />);
  expect(screen.queryAllByRole("term")).toEqual([]);
});
