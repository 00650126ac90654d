import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import home from "../../../pages/home.json";
import { blockFromPage } from "../../../tests/block-from-page";
import { carouselNamed } from "../../../tests/carousel-named";
import { TestimonialCarousel } from "./testimonial-carousel";

const block = blockFromPage(home, "testimonial-carousel");
const [first, second] = block.items;

it("shows a still carousel of every testimonial: its short text, name and course", () => {
  render(<TestimonialCarousel block={block} />);
  const carousel = carouselNamed("What Our Students Say");
  for (const item of block.items) {
    expect(within(carousel).getByText(`“${item.shortText}”`)).toBeVisible();
    expect(within(carousel).getByText(item.name)).toBeVisible();
    expect(within(carousel).getByRole("button", { name: `Read More.. from ${item.name}` })).toBeVisible();
  }
  expect(within(carousel).getByRole("button", { name: "Next: What Our Students Say" })).toBeVisible();
  expect(screen.queryByRole("dialog")).toBeNull();
});

it("opens the full text of the testimonial chosen in a dialog, and closes it", async () => {
  const user = userEvent.setup();
  render(<TestimonialCarousel block={block} />);
  await user.click(screen.getByRole("button", { name: `Read More.. from ${second.name}` }));
  const dialog = screen.getByRole("dialog", { name: `${second.name}, ${second.course}` });
  expect(within(dialog).getByText(second.fullText)).toBeVisible();
  expect(within(dialog).queryByText(first.fullText)).toBeNull();

  await user.click(within(dialog).getByRole("button", { name: "Close" }));
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(screen.queryByText(second.fullText)).toBeNull();
});
