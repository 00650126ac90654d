import { screen, within } from "@testing-library/react";
import { renderWithRouter } from "../../../tests/render-with-router";
import { expect, it } from "vitest";
import { exampleBlock } from "../../../tests/example-block";
import { carouselNamed } from "../../../tests/carousel-named";
import { LogoCarousel } from "./logo-carousel";

const example = exampleBlock("logo-carousel");
const block = {
  ...example,
  logos: [
    { ...example.logos[0], src: "/images/clients/client-01.svg", alt: "Himal Traders" },
    { ...example.logos[0], src: "/images/clients/client-02.svg", alt: "Everest Foods" },
    { ...example.logos[0], src: "/images/clients/client-03.svg", alt: "Lumbini Travels" },
  ],
};

it("shows its heading and a still carousel of every logo, named by its alt text", () => {
  renderWithRouter(<LogoCarousel block={block} />);
  expect(screen.getByRole("heading", { level: 2, name: block.heading })).toBeVisible();
  const carousel = carouselNamed(block.heading);
  expect(within(carousel).getByRole("img", { name: "Everest Foods" })).toHaveAttribute(
    "src",
    "/images/clients/client-02.svg",
  );
  expect(
    within(carousel)
      .getAllByRole("img")
      .map((logo) => logo.getAttribute("alt")),
  ).toEqual(block.logos.map((logo) => logo.alt));
  expect(within(carousel).getByRole("button", { name: `Next: ${block.heading}` })).toBeVisible();
});
