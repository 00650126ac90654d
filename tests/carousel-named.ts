import { screen } from "@testing-library/react";

/**
 * The one carousel with this accessible name: a group (its section is the region) described as a
 * carousel, named by its section's heading.
 */
export function carouselNamed(name: string): HTMLElement {
  const carousels = screen
    .getAllByRole("group", { name })
    .filter((region) => region.getAttribute("aria-roledescription") === "carousel");
  if (carousels.length !== 1) throw new Error(`Expected one carousel named "${name}", found ${carousels.length}.`);
  return carousels[0];
}
