import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogue } from "../content/catalogue/catalogue";
import { popoverOpenedBy } from "../../tests/platform-wiring";
import { renderWithRouter, navigatedTo } from "../../tests/render-with-router";
import { CourseSearch } from "./course-search";

const courses = await catalogue.courseIndex();
const { categories } = catalogue;

afterEach(() => vi.restoreAllMocks());
const input = () => screen.getByRole("combobox", { name: "Search courses" });

describe("course search bar", () => {
  it("suggests courses whose title contains the text, in any case", async () => {
    const { user } = renderWithRouter(<CourseSearch placeholder="Search" />);
    await user.type(input(), "PYTHON");
    const expected = courses.filter((c) => c.title.toLowerCase().includes("python")).map((c) => c.title);
    const listbox = await screen.findByRole("listbox");
    await within(listbox).findByText(expected[0]);
    const shown = within(listbox)
      .getAllByRole("option")
      .map((o) => o.textContent ?? "");
    expect([...shown].sort()).toEqual([...expected].sort());
    // What was meant first: the titles that start with the text before those that only hold it.
    const starts = shown.map((title) => title.toLowerCase().startsWith("python"));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
    expect(starts[0]).toBe(true);
    expect(input()).toHaveAttribute("aria-expanded", "true");
  });

  it("says when nothing matches, and hides the list when the box is empty", async () => {
    const { user } = renderWithRouter(<CourseSearch placeholder="Search" />);
    await user.type(input(), "zzz");
    expect(await screen.findByText("No matching courses")).toBeVisible();
    await user.clear(input());
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("picks a suggestion by click and navigates to it", async () => {
    const { user } = renderWithRouter(<CourseSearch placeholder="Search" />);
    await user.type(input(), "flutter");
    await user.click(await screen.findByRole("option", { name: "Flutter" }));
    await navigatedTo("/flutter-training");
    expect(input()).toHaveValue("");
  });

  it("moves through suggestions with the arrow keys and picks with Enter", async () => {
    const { user } = renderWithRouter(<CourseSearch placeholder="Search" />);
    await user.type(input(), "seo");
    // The suggestions come with the course index, fetched on the search's first use.
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const options = screen.getAllByRole("option");
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    expect(input()).toHaveAttribute("aria-activedescendant", options[1].id);
    await user.keyboard("{ArrowUp}{Enter}");
    await navigatedTo("/seo-basic");
  });

  it("goes to the first match on submit, or alerts when there is none", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { user } = renderWithRouter(<CourseSearch placeholder="Search" />);
    await user.type(input(), "nothing like this{Enter}");
    expect(alert).toHaveBeenCalledWith("Course not found!");
    await user.clear(input());
    await user.type(input(), "stack");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await navigatedTo(courses.find((c) => c.title.toLowerCase().includes("stack"))!.path);
  });

  it("closes the suggestions when the box loses focus, as on a click outside", async () => {
    const { user } = renderWithRouter(
      <>
        <CourseSearch placeholder="Search" />
        <p>outside</p>
      </>,
    );
    await user.type(input(), "react");
    expect(screen.getByRole("listbox")).toBeVisible();
    await user.click(screen.getByText("outside"));
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(input()).toHaveAttribute("aria-expanded", "false");
  });

  it("All Courses opens a list of every course under its category, which closes when one is chosen, and navigates", async () => {
    const { user } = renderWithRouter(<CourseSearch placeholder="Search" />);
    const list = popoverOpenedBy(screen.getByRole("button", { name: "All Courses" }));
    for (const category of categories) {
      const group = within(list).getByRole("list", { name: category.title, hidden: true });
      expect(
        within(group)
          .getAllByRole("link", { hidden: true })
          .map((link) => [link.textContent, link.getAttribute("href")]),
      ).toEqual(category.courses.map((course) => [course.title, course.path]));
    }
    const chosen = categories[1].courses[0];
    // jsdom has no popover methods: record the call the browser would answer.
    const hidePopover = (list.hidePopover = vi.fn());
    await user.click(within(list).getByRole("link", { name: chosen.title, hidden: true }));
    await navigatedTo(chosen.path);
    expect(hidePopover).toHaveBeenCalledOnce();
  });
});
