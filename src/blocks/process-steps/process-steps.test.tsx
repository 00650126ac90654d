import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import seo from "../../../pages/services/seo-sem-ppc.json";
import { blockFromPage } from "../../../tests/block-from-page";
import { ProcessSteps } from "./process-steps";

const block = blockFromPage(seo, "process-steps");

it("shows its heading and the steps as an ordered list, each numbered for screen readers", () => {
  render(<ProcessSteps block={block} />);
  expect(screen.getByRole("heading", { level: 2, name: "Our Process" })).toBeVisible();
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
  expect(screen.getByRole("heading", { name: "Step 1: Free Audit" })).toBeVisible();
});
