import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { exampleBlock } from "../../../tests/example-block";
import { Faq } from "./faq";

const block = exampleBlock("faq");
const [first, second] = block.items;
const question = (item: typeof first) => screen.getByRole("heading", { level: 3, name: item.question });
const answer = (item: typeof first) => screen.getByText(item.answer);

it("starts with every answer closed", () => {
  render(<Faq block={block} />);
  expect(screen.getByRole("heading", { level: 2, name: block.heading })).toBeVisible();
  for (const item of block.items) {
    expect(question(item)).toBeVisible();
    expect(answer(item)).not.toBeVisible();
  }
});

it("opens and closes each question on its own", async () => {
  const user = userEvent.setup();
  const { container } = render(<Faq block={block} />);
  // A shared name would make the browser close the others (jsdom ignores it): there is none.
  for (const details of container.querySelectorAll("details")) expect(details).not.toHaveAttribute("name");

  await user.click(question(first));
  expect(answer(first)).toBeVisible();
  expect(answer(second)).not.toBeVisible();

  await user.click(question(second));
  expect(answer(first)).toBeVisible();
  expect(answer(second)).toBeVisible();

  await user.click(question(first));
  expect(answer(first)).not.toBeVisible();
  expect(answer(second)).toBeVisible();
});
