import { screen, within } from "@testing-library/react";
import { renderWithRouter } from "../../../tests/render-with-router";
import { expect, it } from "vitest";
import { exampleBlock } from "../../../tests/example-block";
import { carouselNamed } from "../../../tests/carousel-named";
import { dialogClosedBy, dialogOpenedBy } from "../../../tests/platform-wiring";
import { TestimonialCarousel } from "./testimonial-carousel";

const block = {
  ...exampleBlock("testimonial-carousel"),
  items: [
    {
      name: "Sujata Shrestha",
      course: "Frontend Development",
      shortText: "I finished with a deployed React app.",
      fullText: "I joined with no coding background and finished with a deployed React app.",
    },
    {
      name: "Bikash Thapa",
      course: "Digital Marketing",
      image: {
        src: "/images/avatars/avatar-02.svg",
        alt: "Illustrated portrait of Bikash Thapa",
        width: 96,
        height: 96,
      },
      shortText: "Now I know which posts bring customers.",
      fullText: "I stopped guessing with boosted posts: now I track conversions and know which posts bring customers.",
    },
  ],
};
const [first, second] = block.items;
const readMore = (item: typeof first) => screen.getByRole("button", { name: `Read More.. from ${item.name}` });

it("shows a still carousel of every testimonial: its short text, name and course", () => {
  renderWithRouter(<TestimonialCarousel block={block} />);
  const carousel = carouselNamed(block.heading);
  for (const item of block.items) {
    expect(within(carousel).getByText(`“${item.shortText}”`)).toBeVisible();
    expect(within(carousel).getByText(item.name)).toBeVisible();
    expect(within(carousel).getByRole("button", { name: `Read More.. from ${item.name}` })).toBeVisible();
  }
  expect(within(carousel).getByRole("button", { name: `Next: ${block.heading}` })).toBeVisible();
  expect(screen.queryByRole("dialog")).toBeNull();
});

it("has each testimonial's full text in the dialog its Read More.. opens, and a Close button", () => {
  renderWithRouter(<TestimonialCarousel block={block} />);
  for (const item of block.items) {
    const dialog = dialogOpenedBy(readMore(item), { modal: true });
    expect(within(dialog).getByRole("heading", { level: 3, hidden: true })).toHaveTextContent(
      `${item.name}, ${item.course}`,
    );
    expect(within(dialog).getByText(item.fullText)).toBeInTheDocument();
    expect(dialogClosedBy(within(dialog).getByRole("button", { name: "Close", hidden: true }))).toBe(dialog);
  }
});

it("shows only the chosen testimonial once its dialog opens", () => {
  renderWithRouter(<TestimonialCarousel block={block} />);
  dialogOpenedBy(readMore(second), { modal: true }).showModal();
  const dialog = screen.getByRole("dialog", { name: `${second.name}, ${second.course}` });
  expect(within(dialog).getByText(second.fullText)).toBeVisible();
  expect(screen.getByText(first.fullText)).not.toBeVisible();
});
