import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import home from "../../../pages/home.json";
import { blockFromPage } from "../../../tests/block-from-page";
import { carouselNamed } from "../../../tests/carousel-named";
import { Gallery } from "./gallery";

const block = blockFromPage(home, "gallery");

it("shows its heading and a still carousel of every photo, described by its alt text", () => {
  render(<Gallery block={block} />);
  expect(screen.getByRole("heading", { level: 2, name: "Life at Yeti Bytes" })).toBeVisible();
  const carousel = carouselNamed("Life at Yeti Bytes");
  const photos = within(carousel).getAllByRole("img");
  expect(photos.map((photo) => photo.getAttribute("alt"))).toEqual(block.photos.map((photo) => photo.alt));
  expect(photos.map((photo) => photo.getAttribute("src"))).toEqual(block.photos.map((photo) => photo.src));
  expect(within(carousel).getByRole("button", { name: "Previous: Life at Yeti Bytes" })).toBeVisible();
  expect(within(carousel).getByRole("button", { name: "Next: Life at Yeti Bytes" })).toBeVisible();
});
