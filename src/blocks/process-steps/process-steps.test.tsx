import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { exampleBlock } from "../../../tests/example-block";
import { ProcessSteps } from "./process-steps";

const block = exampleBlock("process-steps");

it("shows its heading and the steps as an ordered list, each numbered for screen readers", () => {
  render(<ProcessSteps block={block} />);
  expect(screen.getByRole("heading", { level: 2, name: block.heading })).toBeVisible();
  const list = screen.getByRole("list");
  expect(list.tagName).toBe("OL");
  const steps = within(list).getAllByRole("listitem");
  expect(steps).toHaveLength(block.steps.length);
  block.steps.forEach((step, index) => {
    expect(
      within(steps[index]).getByRole("heading", { level: 3, name: `Step ${index + 1}: ${step.title}` }),
    ).toBeVisible();
    expect(within(steps[index]).getByText(step.text)).toBeVisible();
  });
  expect(screen.getByRole("heading", { name: `Step 1: ${block.steps[0].title}` })).toBeVisible();
});
