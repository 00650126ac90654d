import { screen } from "@testing-library/react";

/**
 * The one carousel with this accessible name. A carousel inside a Section shares its heading as
 * name with the section's own region, so the role description tells the two apart.
 */
export function carouselNamed(name: string): HTMLElement {
  const carousels = screen
    .getAllByRole("region", { name })
    .filter((region) => region.getAttribute("aria-roledescription") === "carousel");
  if (carousels.length !== 1) throw new Error(`Expected one carousel named "${name}", found ${carousels.length}.`);
  return carousels[0];
}
