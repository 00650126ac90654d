import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import home from "../../../pages/home.json";
import { blockFromPage } from "../../../tests/block-from-page";
import { carouselNamed } from "../../../tests/carousel-named";
import { LogoCarousel } from "./logo-carousel";

const block = blockFromPage(home, "logo-carousel");

it("shows its heading and a still carousel of every logo, named by its alt text", () => {
  render(<LogoCarousel block={block} />);
  expect(screen.getByRole("heading", { level: 2, name: "Businesses That Trust Us" })).toBeVisible();
  const carousel = carouselNamed("Businesses That Trust Us");
  expect(within(carousel).getByRole("img", { name: "Himal Traders" })).toHaveAttribute(
    "src",
    "/images/clients/client-01.svg",
  );
  expect(
    within(carousel)
      .getAllByRole("img")
      .map((logo) => logo.getAttribute("alt")),
  ).toEqual(block.logos.map((logo) => logo.alt));
  expect(within(carousel).getByRole("button", { name: "Next: Businesses That Trust Us" })).toBeVisible();
});
