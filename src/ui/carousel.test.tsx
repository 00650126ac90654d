import { screen, within } from "@testing-library/react";
import { renderWithRouter } from "../../tests/render-with-router";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Carousel } from "./carousel";

const NAMES = ["One", "Two", "Three"];
const slides = NAMES.map((name) => ({ key: name, content: <p>{name}</p> }));

describe("carousel", () => {
  it("leaves swiper be when the carousel is gone before swiper's code comes (the visitor went on)", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithRouter(<Carousel label="Numbers" slides={slides} autoplayMs={5000} />);
    const loaded = import("./adopt-swiper");
    await user.click(screen.getByRole("button", { name: "Next: Numbers" }));
    unmount();
    // Its code arrives after the carousel left: nothing is adopted, and nothing throws.
    await loaded;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector(".swiper-initialized")).toBeNull();
  });

  it("draws every slide in swiper's own markup, with named buttons, before swiper runs", () => {
    const { container } = renderWithRouter(<Carousel label="Numbers" slides={slides} autoplayMs={5000} />);
    // The markup swiper takes over where it is: a frame, the row the browser scrolls, a slide each.
    const row = container.querySelector(".swiper.carousel-frame > .swiper-wrapper");
    expect([...row!.children].map((slide) => [slide.className, slide.textContent])).toEqual(
      NAMES.map((name) => ["swiper-slide", name]),
    );
    const region = screen.getByRole("group", { name: "Numbers" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    // Not a landmark: its section is the region, and two landmarks must not share a name.
    expect(screen.queryAllByRole("region")).toEqual([]);
    for (const name of NAMES) expect(within(region).getByText(name)).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "Previous: Numbers" })).toBeEnabled();
    expect(within(region).getByRole("button", { name: "Next: Numbers" })).toBeEnabled();
    expect(within(region).queryAllByRole("group")).toEqual([]);
  });

  it("has swiper take its slides over when Next is pressed, the very elements kept, each labelled by its place", async () => {
    const user = userEvent.setup();
    const { container } = renderWithRouter(<Carousel label="Numbers" slides={slides} autoplayMs={5000} />);
    const before = [...container.querySelectorAll(".swiper-slide")];
    await user.click(screen.getByRole("button", { name: "Next: Numbers" }));
    // swiper's a11y module names each slide "n of 3"; jsdom has no layout, so position is not observable.
    const carousel = screen.getByRole("group", { name: "Numbers" });
    const groups = await within(carousel).findAllByRole("group", {}, { timeout: 5000 });
    expect(groups.map((group) => [group.getAttribute("aria-label"), group.textContent])).toEqual([
      ["1 of 3", "One"],
      ["2 of 3", "Two"],
      ["3 of 3", "Three"],
    ]);
    expect(carousel).toContainElement(groups[0]);
    expect(groups).toEqual(before);
    expect(screen.getByRole("button", { name: "Previous: Numbers" })).toBeInTheDocument();
  });
});
