import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import react from "../../../pages/courses/reactjs-training.json";
import { blockFromPage } from "../../../tests/block-from-page";
import { Faq } from "./faq";

const block = blockFromPage(react, "faq");
const [first, second] = block.items;

it("starts with every answer closed", () => {
  render(<Faq block={block} />);
  expect(screen.getByRole("heading", { level: 2, name: "Frequently Asked Questions" })).toBeVisible();
  for (const item of block.items) {
    expect(screen.getByRole("button", { name: item.question })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText(item.answer)).not.toBeVisible();
  }
});

it("opens and closes each question on its own", async () => {
  const user = userEvent.setup();
  render(<Faq block={block} />);
  const one = screen.getByRole("button", { name: first.question });
  const two = screen.getByRole("button", { name: second.question });

  await user.click(one);
  expect(one).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByText(first.answer)).toBeVisible();
  expect(two).toHaveAttribute("aria-expanded", "false");
  expect(screen.getByText(second.answer)).not.toBeVisible();

  await user.click(two);
  expect(screen.getByText(first.answer)).toBeVisible();
  expect(screen.getByText(second.answer)).toBeVisible();

  await user.click(one);
  expect(one).toHaveAttribute("aria-expanded", "false");
  expect(screen.getByText(first.answer)).not.toBeVisible();
  expect(screen.getByText(second.answer)).toBeVisible();
});

it("points each button at the answer it controls", () => {
  render(<Faq block={block} />);
  const button = screen.getByRole("button", { name: first.question });
  const answer = screen.getByText(first.answer).parentElement!;
  expect(button).toHaveAttribute("aria-controls", answer.id);
});
