import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { courses, services } from "../content/catalogue";
import { renderWithRouter } from "../../tests/render-with-router";
import { MobileNavigation } from "./mobile-navigation";

const open = async (user: ReturnType<typeof renderWithRouter>["user"]) => {
  await user.click(screen.getByRole("button", { name: "More" }));
  return screen.getByRole("dialog", { name: "Menu" });
};

describe("mobile bottom bar and drawer", () => {
  it("has Home, Courses, Services and More", () => {
    renderWithRouter(<MobileNavigation />);
    const bar = screen.getByRole("navigation", { name: "Quick" });
    expect(
      within(bar)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Home", "Courses", "Services"]);
    expect(within(bar).getByRole("button", { name: "More" })).toHaveAttribute("aria-expanded", "false");
  });

  it("opens a drawer listing the pages, every service and every course, with a 0.05 s stagger", async () => {
    const { user } = renderWithRouter(<MobileNavigation />);
    const drawer = await open(user);
    const names = within(drawer)
      .getAllByRole("link")
      .map((a) => a.textContent);
    expect(names).toEqual([
      "Home",
      "About",
      "Testimonials",
      "Our Vision",
      "Our Mission",
      "Contact Us",
      "Career",
      ...services.map((s) => s.title),
      ...courses.map((c) => c.title),
    ]);
    expect(within(drawer).getByRole("heading", { name: "Our Services" })).toBeVisible();
    const items = drawer.querySelectorAll<HTMLElement>(".drawer-item");
    expect(items[1].style.getPropertyValue("--i")).toBe("1");
    expect(screen.getByRole("button", { name: "More" })).toHaveAttribute("aria-expanded", "true");
    expect(document.documentElement.style.overflow).toBe("hidden");
  });

  it("closes with the close button, and the page scrolls again", async () => {
    const { user } = renderWithRouter(<MobileNavigation />);
    await open(user);
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.documentElement.style.overflow).toBe("");
  });

  it("closes when a link is chosen, and navigates", async () => {
    const { user } = renderWithRouter(<MobileNavigation />);
    const drawer = await open(user);
    await user.click(within(drawer).getByRole("link", { name: "Our Mission" }));
    expect(screen.getByTestId("path")).toHaveTextContent("/mission");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes on a click on the backdrop (the dialog itself)", async () => {
    const { user } = renderWithRouter(<MobileNavigation />);
    const drawer = await open(user);
    await user.click(drawer);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
