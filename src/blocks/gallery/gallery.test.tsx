import { screen, within } from "@testing-library/react";
import { renderWithRouter } from "../../../tests/render-with-router";
import { expect, it } from "vitest";
import { exampleBlock } from "../../../tests/example-block";
import { carouselNamed } from "../../../tests/carousel-named";
import { Gallery } from "./gallery";

const example = exampleBlock("gallery");
const block = {
  ...example,
  photos: [
    { ...example.photos[0], src: "/images/gallery/photo-01.svg", alt: "Students working together in the lab" },
    { ...example.photos[0], src: "/images/gallery/photo-02.svg", alt: "An instructor reviewing code" },
    { ...example.photos[0], src: "/images/gallery/photo-03.svg", alt: "A class presenting its final project" },
  ],
};

it("shows its heading and a still carousel of every photo, described by its alt text", () => {
  renderWithRouter(<Gallery block={block} />);
  expect(screen.getByRole("heading", { level: 2, name: block.heading })).toBeVisible();
  const carousel = carouselNamed(block.heading);
  const photos = within(carousel).getAllByRole("img");
  expect(photos.map((photo) => photo.getAttribute("alt"))).toEqual(block.photos.map((photo) => photo.alt));
  expect(photos.map((photo) => photo.getAttribute("src"))).toEqual(block.photos.map((photo) => photo.src));
  expect(within(carousel).getByRole("button", { name: `Previous: ${block.heading}` })).toBeVisible();
  expect(within(carousel).getByRole("button", { name: `Next: ${block.heading}` })).toBeVisible();
});
