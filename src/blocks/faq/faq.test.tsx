import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { siteIn } from "../../content/site";
import type { PageDocument } from "../../generated/page";
import { exampleBlock } from "../../../tests/example-block";
import { renderBlock } from "../../../tests/render-block";
import { faq } from "./faq";

const site = await siteIn("en");

const block = exampleBlock("faq");
const [first, second] = block.items;
const question = (item: typeof first) => screen.getByRole("heading", { level: 3, name: item.question });
const answer = (item: typeof first) => screen.getByText(item.answer);

it("starts with every answer closed", () => {
  renderBlock(faq, block);
  expect(screen.getByRole("heading", { level: 2, name: block.heading })).toBeVisible();
  for (const item of block.items) {
    expect(question(item)).toBeVisible();
    expect(answer(item)).not.toBeVisible();
  }
});

it("opens and closes each question on its own", async () => {
  const { user, container } = renderBlock(faq, block);
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

it("on a course page, answers how to learn the fee too, once", async () => {
  const page = { kind: "course", title: "ReactJS Training", path: "/reactjs-training" } as PageDocument;
  const { user } = renderBlock(faq, block, { page });
  const { question: fee, answer: feeAnswer } = site.courseFees;
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
    ...block.items.map((item) => item.question),
    fee,
  ]);
  await user.click(screen.getByRole("heading", { level: 3, name: fee }));
  expect(screen.getByText(feeAnswer)).toBeVisible();
  // A FAQ that asks it already asks it once.
  renderBlock(faq, { ...block, items: [{ question: fee, answer: "Ask us." }] }, { page });
  expect(screen.getAllByRole("heading", { level: 3, name: fee })).toHaveLength(2);
});

it("asks nothing of the fee on other pages", () => {
  renderBlock(faq, block, { page: { kind: "service", title: "POS", path: "/pos" } as PageDocument });
  expect(screen.queryByRole("heading", { level: 3, name: site.courseFees.question })).toBeNull();
});
