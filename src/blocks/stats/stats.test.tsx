import { act, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { exampleBlock } from "../../../tests/example-block";
import { Stats } from "./stats";
import { renderOnPage } from "../../../tests/with-site-settings";
import { translatedPath } from "../../content/translation/languages";
import { translated } from "virtual:translations";

const block = {
  ...exampleBlock("stats"),
  items: [
    { value: 1500, suffix: "+", title: "Active Enrolled Clients" },
    { value: 400, suffix: "+", title: "Successful Internship Placements" },
    { value: 6, suffix: "+", title: "Years Experience" },
    { value: 40, suffix: "+", title: "Qualified Teachers" },
  ],
};
const FINAL = ["1,500+", "400+", "6+", "40+"];
const numbers = () => screen.getAllByRole("definition").map((value) => value.textContent);

/** An observer that reports every element as in view as soon as it is observed. */
class InView {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
  disconnect() {}
  unobserve() {}
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it("labels each number and shows the closing line", () => {
  renderOnPage(<Stats block={block} />);
  expect(screen.getByRole("heading", { level: 2, name: block.heading })).toBeVisible();
  expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual([
    "Active Enrolled Clients",
    "Successful Internship Placements",
    "Years Experience",
    "Qualified Teachers",
  ]);
  expect(screen.getByText(block.note!)).toBeVisible();
});

it("counts up from 0 once in view and stops at each target value", () => {
  vi.useFakeTimers();
  vi.stubGlobal("IntersectionObserver", InView);
  renderOnPage(<Stats block={block} />);
  act(() => vi.advanceTimersByTime(300));
  const midway = numbers();
  expect(midway).not.toEqual(FINAL);
  expect(midway).not.toEqual(["0+", "0+", "0+", "0+"]);
  act(() => vi.advanceTimersByTime(2000));
  expect(numbers()).toEqual(FINAL);
});

it("waits at 0 until the numbers scroll into view", () => {
  renderOnPage(<Stats block={block} />);
  expect(numbers()).toEqual(["0+", "0+", "0+", "0+"]);
});

it("shows the values at once when the visitor prefers reduced motion", () => {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query) => ({ matches: query.includes("reduce"), media: query }) as MediaQueryList,
  );
  renderOnPage(<Stats block={block} />);
  expect(numbers()).toEqual(FINAL);
});

it("writes the numbers in Devanagari digits on a page in Nepali, grouped as Nepal groups them", () => {
  vi.stubGlobal("matchMedia", () => ({ matches: true }));
  renderOnPage(<Stats block={block} />, translatedPath(Object.keys(translated)[0]!, "ne"));
  expect(numbers()).toEqual(["१,५००+", "४००+", "६+", "४०+"]);
});
