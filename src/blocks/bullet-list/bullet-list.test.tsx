import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import type { BlockOf } from "../../content/blocks";
import { BulletList } from "./bullet-list";

const block: BlockOf<"bullet-list"> = {
  type: "bullet-list",
  heading: "Benefits of This Course",
  items: ["Three projects for your portfolio", "Small batches", "A course completion certificate"],
};

it("shows its heading and every item, in order, as a list", () => {
  render(<BulletList block={block} />);
  const section = screen.getByRole("region", { name: "Benefits of This Course" });
  const items = within(section).getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual(block.items);
});
