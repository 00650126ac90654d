import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { exampleBlock } from "../../../tests/example-block";
import { renderWithRouter, navigatedTo } from "../../../tests/render-with-router";
import { Hero } from "./hero";

const block = exampleBlock("hero");

it("heads the page with its eyebrow, headline and text", () => {
  renderWithRouter(<Hero block={block} />);
  expect(screen.getByText(block.eyebrow!)).toBeVisible();
  expect(screen.getByRole("heading", { level: 1, name: block.heading })).toBeVisible();
  expect(screen.getByText(block.text)).toBeVisible();
});

it("links its call to action to its page and shows its picture with alt text", async () => {
  const { user } = renderWithRouter(<Hero block={block} />);
  expect(screen.getByRole("img", { name: block.image!.alt })).toHaveAttribute("src", block.image!.src);
  await user.click(screen.getByRole("link", { name: block.action!.label }));
  await navigatedTo(block.action!.href);
});

it("has no link or picture when the block has none", () => {
  renderWithRouter(<Hero block={{ ...block, action: undefined, image: undefined }} />);
  expect(screen.getByRole("heading", { level: 1 })).toBeVisible();
  expect(screen.queryByRole("link")).toBeNull();
  expect(screen.queryByRole("img")).toBeNull();
});
