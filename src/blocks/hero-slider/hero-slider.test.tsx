import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import home from "../../../pages/home.json";
import { blockFromPage } from "../../../tests/block-from-page";
import { renderWithRouter } from "../../../tests/render-with-router";
import { HeroSlider } from "./hero-slider";

const block = blockFromPage(home, "hero-slider");

it("heads the page with its eyebrow, headline, text and call to action", () => {
  renderWithRouter(<HeroSlider block={block} />);
  expect(screen.getByText(block.eyebrow!)).toBeVisible();
  expect(screen.getByRole("heading", { level: 1, name: block.heading })).toBeVisible();
  expect(screen.getByText(block.text)).toBeVisible();
  expect(screen.getByRole("link", { name: block.action.label })).toHaveAttribute("href", block.action.href);
});

it("shows every slide in a still carousel first, the pictures decorative", () => {
  const { container } = renderWithRouter(<HeroSlider block={block} />);
  const carousel = screen.getByRole("region", { name: "Pictures of our institute" });
  expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  // Decorative pictures have no accessible image role, so find them by their source.
  const images = [...container.querySelectorAll("img")];
  expect(images.map((image) => [image.getAttribute("src"), image.alt])).toEqual(
    block.slides.map((slide) => [slide.src, ""]),
  );
  // Only the first picture is fetched at once: it is what the visitor sees first.
  expect(images.map((image) => image.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy"]);
  expect(within(carousel).queryAllByRole("img")).toEqual([]);
  expect(within(carousel).getByRole("button", { name: "Previous: Pictures of our institute" })).toBeVisible();
  expect(within(carousel).getByRole("button", { name: "Next: Pictures of our institute" })).toBeVisible();
});
