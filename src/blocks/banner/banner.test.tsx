import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { exampleBlock } from "../../../tests/example-block";
import { renderWithRouter, navigatedTo } from "../../../tests/render-with-router";
import { Banner } from "./banner";

const block = exampleBlock("banner");

it("shows its heading and text, and its action goes to the page it names", async () => {
  const { user } = renderWithRouter(<Banner block={block} />);
  expect(screen.getByRole("heading", { level: 2, name: block.heading })).toBeVisible();
  expect(screen.getByText(block.text)).toBeVisible();
  const action = screen.getByRole("link", { name: block.action.label });
  expect(action).toHaveAttribute("href", block.action.href);
  await user.click(action);
  await navigatedTo(block.action.href);
});
