import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { catalogue } from "../content/catalogue/catalogue";
import { siteIn } from "../content/site";
import { popoverOpenedBy } from "../../tests/platform-wiring";
import { renderWithRouter, navigatedTo } from "../../tests/render-with-router";
import { NavDropdown } from "./nav-dropdown";

const site = await siteIn("en");

const { services } = catalogue;

const about = site.navigation.find((item) => item.label === "ABOUT")!;
const servicesMenu = site.navigation.find((item) => item.label === "SERVICES")!;

describe("header dropdown (popover)", () => {
  it("ABOUT opens a menu of the about pages", () => {
    renderWithRouter(<NavDropdown item={about} />);
    const menu = popoverOpenedBy(screen.getByRole("button", { name: "ABOUT" }));
    for (const name of ["About Us", "Our Students' Testimonials", "Our Mission", "Our Vision"]) {
      expect(within(menu).getByRole("link", { name, hidden: true })).toBeInTheDocument();
    }
  });

  it("SERVICES lists every service from the pages", () => {
    renderWithRouter(<NavDropdown item={servicesMenu} />);
    const menu = popoverOpenedBy(screen.getByRole("button", { name: "SERVICES" }));
    for (const service of services)
      expect(within(menu).getByRole("link", { name: service.title, hidden: true })).toHaveAttribute(
        "href",
        service.path,
      );
  });

  it("closes when a link is chosen, and navigates", async () => {
    const { user } = renderWithRouter(<NavDropdown item={about} />);
    const menu = popoverOpenedBy(screen.getByRole("button", { name: "ABOUT" }));
    // jsdom has no popover methods: record the call the browser would answer.
    const hidePopover = (menu.hidePopover = vi.fn());
    await user.click(within(menu).getByRole("link", { name: "Our Vision", hidden: true }));
    await navigatedTo("/vision");
    expect(hidePopover).toHaveBeenCalledOnce();
  });

  it("marks the current page", () => {
    renderWithRouter(<NavDropdown item={about} />, "/mission");
    const menu = popoverOpenedBy(screen.getByRole("button", { name: "ABOUT" }));
    expect(within(menu).getByRole("link", { name: "Our Mission", hidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});
