import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { exampleBlock } from "../../../tests/example-block";
import { renderWithRouter } from "../../../tests/render-with-router";
import { HeroSlider } from "./hero-slider";

const example = exampleBlock("hero-slider");
const block = {
  ...example,
  slides: ["/images/gallery/photo-01.svg", "/images/gallery/photo-02.svg", "/images/gallery/photo-03.svg"].map(
    (src) => ({ ...example.slides[0], src, alt: "", decorative: true }),
  ),
};
const slidesIn = (container: HTMLElement) => [...container.querySelectorAll<HTMLImageElement>(".hero-slide")];

it("heads the page with its eyebrow, headline, text and call to action", () => {
  renderWithRouter(<HeroSlider block={block} />);
  expect(screen.getByText(block.eyebrow!)).toBeVisible();
  expect(screen.getByRole("heading", { level: 1, name: block.heading })).toBeVisible();
  expect(screen.getByText(block.text)).toBeVisible();
  expect(screen.getByRole("link", { name: block.action.label })).toHaveAttribute("href", block.action.href);
});

it("stacks every picture, decorative, fetching only the first at once", () => {
  const { container } = renderWithRouter(<HeroSlider block={block} />);
  // Decorative pictures have no accessible image role, so find them by their class.
  const slides = slidesIn(container);
  expect(slides.map((slide) => [slide.getAttribute("src"), slide.alt])).toEqual(
    block.slides.map((slide) => [slide.src, ""]),
  );
  expect(screen.queryAllByRole("img")).toEqual([]);
  // The first picture is what the visitor sees first, and the page's largest paint.
  expect(slides.map((slide) => slide.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy"]);
  expect(slides.map((slide) => slide.getAttribute("fetchpriority"))).toEqual(["high", null, null]);
});

it("fades the pictures in turn by CSS, each an interval after the one before, the first already showing", () => {
  const { container } = renderWithRouter(<HeroSlider block={block} />);
  const slides = slidesIn(container);
  expect(slides.map((slide) => slide.style.animationName)).toEqual(["hero-fade-3", "hero-fade-3", "hero-fade-3"]);
  for (const slide of slides) expect(slide.style.animationDuration).toBe(`${3 * block.intervalMs}ms`);
  const delays = slides.map((slide) => parseFloat(slide.style.animationDelay));
  expect(delays[0]).toBeLessThan(0);
  expect(delays.map((delay) => delay - delays[0])).toEqual([0, block.intervalMs, 2 * block.intervalMs]);
});

it("lets a visitor pause the pictures", async () => {
  const { user, container } = renderWithRouter(<HeroSlider block={block} />);
  const pause = screen.getByRole("checkbox", { name: "Pause the pictures" });
  expect(pause).not.toBeChecked();
  await user.click(pause);
  expect(pause).toBeChecked();
  // What pauses them is the stylesheet's `.hero:has(.hero-pause :checked) .hero-slide`.
  expect(pause.closest(".hero-pause")!.closest(".hero")).toContainElement(slidesIn(container)[0]);
});

it("stands still with a single picture, with nothing to pause", () => {
  const { container } = renderWithRouter(<HeroSlider block={{ ...block, slides: block.slides.slice(0, 1) }} />);
  expect(slidesIn(container)[0].style.animationName).toBe("");
  expect(screen.queryByRole("checkbox")).toBeNull();
});
