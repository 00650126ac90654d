import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { catalogue } from "../content/catalogue/catalogue";
import { siteIn } from "../content/site";
import { renderWithRouter } from "../../tests/render-with-router";
import { SiteFooter } from "./site-footer";

const site = await siteIn("en");

const { services } = catalogue;

describe("footer", () => {
  it("has the About, Courses and Contact links (Contact: the contact page) and the support contacts", () => {
    renderWithRouter(<SiteFooter />);
    expect(screen.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    expect(screen.getByRole("link", { name: "Courses" })).toHaveAttribute("href", "/courses");
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact-us");
    for (const contact of site.footer.contacts)
      expect(screen.getByRole("link", { name: contact.value })).toHaveAttribute("href", contact.href);
  });

  it("expands and collapses the services list", async () => {
    const { user } = renderWithRouter(<SiteFooter />);
    const serviceLinks = () => services.map((service) => screen.getByRole("link", { name: service.title }));
    for (const link of serviceLinks()) expect(link).not.toBeVisible();

    await user.click(screen.getByText("View All Services"));
    serviceLinks().forEach((link, index) => {
      expect(link).toBeVisible();
      expect(link).toHaveAttribute("href", services[index].path);
    });

    await user.click(screen.getByText("Hide Services"));
    for (const link of serviceLinks()) expect(link).not.toBeVisible();
  });

  it("words the toggle by whether the list is open (UnoCSS group-open: on the <details>)", () => {
    renderWithRouter(<SiteFooter />);
    const details = screen.getByText("View All Services").closest("details");
    expect(details).toHaveClass("group");
    expect(screen.getByText("View All Services")).toHaveClass("group-open:hidden");
    expect(screen.getByText("Hide Services")).toHaveClass("hidden", "group-open:inline");
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
