import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { exampleBlock } from "../../../tests/example-block";
import { renderOnPage } from "../../../tests/with-site-settings";
import { siteIn } from "../../content/site";
import { fillIn } from "../../lib/fill-in";
import { ProcessSteps } from "./process-steps";

const block = exampleBlock("process-steps");

it("shows its heading and the steps as an ordered list, each numbered for screen readers", () => {
  renderOnPage(<ProcessSteps block={block} />);
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
});

it("numbers the steps in the page's language", async () => {
  const { words } = await siteIn("ne");
  renderOnPage(<ProcessSteps block={block} />, "/ne");
  const name = `${fillIn(words.stepNumber, { number: "१" })} ${block.steps[0].title}`;
  expect(screen.getByRole("heading", { level: 3, name })).toBeVisible();
});
