import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { exampleBlock } from "../../../tests/example-block";
import { BulletList } from "./bullet-list";

const block = {
  ...exampleBlock("bullet-list"),
  items: ["Three projects for your portfolio", "Small batches", "A course completion certificate"],
};

it("shows its heading and every item, in order, as a list", () => {
  render(<BulletList block={block} />);
  const section = screen.getByRole("region", { name: block.heading });
  const items = within(section).getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual(block.items);
});
