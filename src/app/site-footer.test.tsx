import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { services } from "../content/catalogue";
import { site } from "../content/site";
import { renderWithRouter } from "../../tests/render-with-router";
import { SiteFooter } from "./site-footer";

describe("footer", () => {
  it("has the About, Courses and Contact links and the support contacts", () => {
    renderWithRouter(<SiteFooter />);
    expect(screen.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    expect(screen.getByRole("link", { name: "Courses" })).toHaveAttribute("href", "/courses");
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    for (const contact of site.footer.contacts)
      expect(screen.getByRole("link", { name: contact.value })).toHaveAttribute("href", contact.href);
  });

  it("expands and collapses the services list", async () => {
    const { user } = renderWithRouter(<SiteFooter />);
    const toggle = screen.getByRole("button", { name: "View All Services" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: services[0].title })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName("Hide Services");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const service of services) expect(screen.getByRole("link", { name: service.title })).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName("View All Services");
  });

  it("links to a WhatsApp appointment in a new tab", () => {
    renderWithRouter(<SiteFooter />);
    const link = screen.getByRole("link", { name: /Book an appointment/ });
    const url = new URL(link.getAttribute("href")!);
    expect(url.origin + url.pathname).toBe(`https://wa.me/${site.chatNumber}`);
    expect(url.searchParams.get("text")).toBe(site.footer.appointment.message);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
