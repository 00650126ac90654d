import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import home from "../../../pages/home.json";
import { blockFromPage } from "../../../tests/block-from-page";
import { carouselNamed } from "../../../tests/carousel-named";
import { dialogClosedBy, dialogOpenedBy } from "../../../tests/platform-wiring";
import { TestimonialCarousel } from "./testimonial-carousel";

const block = blockFromPage(home, "testimonial-carousel");
const [first, second] = block.items;
const readMore = (item: typeof first) => screen.getByRole("button", { name: `Read More.. from ${item.name}` });

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

it("has each testimonial's full text in the dialog its Read More.. opens, and a Close button", () => {
  render(<TestimonialCarousel block={block} />);
  for (const item of block.items) {
    const dialog = dialogOpenedBy(readMore(item));
    expect(within(dialog).getByRole("heading", { level: 3, hidden: true })).toHaveTextContent(
      `${item.name}, ${item.course}`,
    );
    expect(within(dialog).getByText(item.fullText)).toBeInTheDocument();
    expect(dialogClosedBy(within(dialog).getByRole("button", { name: "Close", hidden: true }))).toBe(dialog);
  }
});

it("shows only the chosen testimonial once its dialog opens", () => {
  render(<TestimonialCarousel block={block} />);
  dialogOpenedBy(readMore(second)).showModal();
  const dialog = screen.getByRole("dialog", { name: `${second.name}, ${second.course}` });
  expect(within(dialog).getByText(second.fullText)).toBeVisible();
  expect(screen.getByText(first.fullText)).not.toBeVisible();
});
