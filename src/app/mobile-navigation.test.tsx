import { readdirSync } from "node:fs";
import { join } from "node:path";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { catalogue } from "../content/catalogue/catalogue";
import { dialogClosedBy, dialogOpenedBy } from "../../tests/platform-wiring";
import { renderWithRouter, navigatedTo } from "../../tests/render-with-router";
import { MobileNavigation } from "./mobile-navigation";

const { categories, services } = catalogue;

const COURSE_FILES = readdirSync(join(import.meta.dirname, "../../pages/courses")).length;

const drawerOf = () => dialogOpenedBy(screen.getByRole("button", { name: "More" }), { modal: false });

describe("mobile bottom bar and drawer", () => {
  it("has Home, Courses, Services and More", () => {
    renderWithRouter(<MobileNavigation />);
    const bar = screen.getByRole("navigation", { name: "Quick" });
    expect(
      within(bar)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Home", "Courses", "Services"]);
    expect(within(bar).getByRole("button", { name: "More" })).toHaveAttribute("aria-haspopup", "dialog");
  });

  it("More opens the Menu drawer, a popover (light dismiss and Escape close it), as does its close button", () => {
    renderWithRouter(<MobileNavigation />);
    const drawer = drawerOf();
    // popovertarget, which every engine has (WebKit has no invoker commands yet).
    expect(screen.getByRole("button", { name: "More" })).toHaveAttribute("popovertarget", drawer.id);
    expect(screen.getByRole("button", { name: "More" })).not.toHaveAttribute("command");
    expect(drawer).toHaveAttribute("popover", "auto");
    expect(document.getElementById(drawer.getAttribute("aria-labelledby")!)).toHaveTextContent("Menu");
    expect(dialogClosedBy(within(drawer).getByRole("button", { name: "Close menu", hidden: true }))).toBe(drawer);
  });

  it("holds, before it opens, the pages, every service and every course under its category, with a 0.05 s stagger", () => {
    renderWithRouter(<MobileNavigation />);
    const drawer = drawerOf();
    const names = within(drawer)
      .getAllByRole("link", { hidden: true })
      .map((a) => a.textContent);
    const courses = categories.flatMap((category) => category.courses);
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
    // Every course of pages/courses, each one tap from the drawer: the catalogue is under the site's limit.
    expect(courses).toHaveLength(COURSE_FILES);
    for (const category of categories) {
      expect(within(drawer).getByRole("heading", { level: 4, name: category.title, hidden: true })).toBeInTheDocument();
    }
    const [course] = courses;
    expect(within(drawer).getByRole("link", { name: course.title, hidden: true })).toHaveAttribute("href", course.path);
    expect(within(drawer).getByRole("heading", { name: "Our Services", hidden: true })).toBeInTheDocument();
    // Each of the first links comes in one step after the other, then each list as a whole.
    const steps = [...drawer.querySelectorAll<HTMLElement>(".drawer-item")].map((item) =>
      item.style.getPropertyValue("--i"),
    );
    expect(steps).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8"]);
  });

  it("closes when a link is chosen, and navigates", async () => {
    const { user } = renderWithRouter(<MobileNavigation />);
    const drawer = drawerOf();
    drawer.hidePopover = vi.fn(); // jsdom has no popover
    await user.click(within(drawer).getByRole("link", { name: "Our Mission", hidden: true }));
    await navigatedTo("/mission");
    expect(drawer.hidePopover).toHaveBeenCalledOnce();
  });
});
