import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { services } from "../content/catalogue";
import { site } from "../content/site";
import { renderWithRouter } from "../../tests/render-with-router";
import { NavDropdown } from "./nav-dropdown";

const about = site.navigation.find((item) => item.label === "ABOUT")!;
const servicesMenu = site.navigation.find((item) => item.label === "SERVICES")!;

describe("header dropdown (disclosure)", () => {
  it("toggles on click, with aria-expanded", async () => {
    const { user } = renderWithRouter(<NavDropdown item={about} />);
    const button = screen.getByRole("button", { name: "ABOUT" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Our Mission" })).toBeNull();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    for (const name of ["Our Students' Testimonials", "Our Mission", "Our Vision"]) {
      expect(screen.getByRole("link", { name })).toBeVisible();
    }
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("lists every service from the pages", async () => {
    const { user } = renderWithRouter(<NavDropdown item={servicesMenu} />);
    await user.click(screen.getByRole("button", { name: "SERVICES" }));
    for (const service of services)
      expect(screen.getByRole("link", { name: service.title })).toHaveAttribute("href", service.path);
  });

  it("closes when a link is chosen, and navigates", async () => {
    const { user } = renderWithRouter(<NavDropdown item={about} />);
    await user.click(screen.getByRole("button", { name: "ABOUT" }));
    await user.click(screen.getByRole("link", { name: "Our Vision" }));
    expect(screen.getByTestId("path")).toHaveTextContent("/vision");
    expect(screen.getByRole("button", { name: "ABOUT" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape with focus back on the button, and on a click outside", async () => {
    const { user } = renderWithRouter(
      <>
        <NavDropdown item={about} />
        <p>outside</p>
      </>,
    );
    const button = screen.getByRole("button", { name: "ABOUT" });
    await user.click(button);
    await user.tab();
    expect(screen.getByRole("link", { name: "About Us" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(screen.getByText("outside"));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("marks the current page", async () => {
    const { user } = renderWithRouter(<NavDropdown item={about} />, "/mission");
    await user.click(screen.getByRole("button", { name: "ABOUT" }));
    expect(screen.getByRole("link", { name: "Our Mission" })).toHaveAttribute("aria-current", "page");
  });
});
