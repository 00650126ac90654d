import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import type { ReactNode } from "react";
import { afterEach, expect, it, vi } from "vitest";
import { exampleBlock } from "../../../tests/example-block";
import { Stats } from "./stats";
import { translatedPath } from "../../content/translation/languages";
import { translated } from "virtual:translations";
import { siteIn } from "../../content/site";
import { SiteSettingsGiven } from "../../ui/site-settings";
import type { StatsBlock } from "../../generated/page";

const block: StatsBlock = {
  ...exampleBlock("stats"),
  items: [
    { figure: "students", title: "Students Taught" },
    { figure: "internshipPlacements", title: "Internship Placements" },
    { figure: "yearsOfExperience", title: "Years of Experience" },
    { figure: "teachers", title: "Qualified Teachers" },
  ],
};
// Figures of the test's own, so that what is shown can only have come from the settings.
const FIGURES = { students: 1234, internshipPlacements: 321, yearsOfExperience: 7, teachers: 45, clients: 17 };
const FINAL = ["1,234+", "321+", "7+", "45+"];
const numbers = () => screen.getAllByRole("definition").map((value) => value.textContent);

/** Draws the block on a page at `path`, with the site's settings in English but the figures above. */
async function renderWithFigures(ui: ReactNode, path = "/") {
  const site = { ...(await siteIn("en")), figures: FIGURES };
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteSettingsGiven site={site}>{ui}</SiteSettingsGiven>
    </MemoryRouter>,
  );
}

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

it("shows each of the settings' figures, labelled, and the closing line", async () => {
  await renderWithFigures(<Stats block={block} />);
  expect(screen.getByRole("heading", { level: 2, name: block.heading })).toBeVisible();
  expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual([
    "Students Taught",
    "Internship Placements",
    "Years of Experience",
    "Qualified Teachers",
  ]);
  expect(screen.getByText(block.note!)).toBeVisible();
});

it("counts up from 0 once in view and stops at each target value", async () => {
  vi.useFakeTimers();
  vi.stubGlobal("IntersectionObserver", InView);
  await renderWithFigures(<Stats block={block} />);
  act(() => vi.advanceTimersByTime(300));
  const midway = numbers();
  expect(midway).not.toEqual(FINAL);
  expect(midway).not.toEqual(["0+", "0+", "0+", "0+"]);
  act(() => vi.advanceTimersByTime(2000));
  expect(numbers()).toEqual(FINAL);
});

it("waits at 0 until the numbers scroll into view", async () => {
  await renderWithFigures(<Stats block={block} />);
  expect(numbers()).toEqual(["0+", "0+", "0+", "0+"]);
});

it("shows the values at once when the visitor prefers reduced motion", async () => {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query) => ({ matches: query.includes("reduce"), media: query }) as MediaQueryList,
  );
  await renderWithFigures(<Stats block={block} />);
  expect(numbers()).toEqual(FINAL);
});

it("writes the numbers in Devanagari digits on a page in Nepali, grouped as Nepal groups them", async () => {
  vi.stubGlobal("matchMedia", () => ({ matches: true }));
  await renderWithFigures(<Stats block={block} />, translatedPath(Object.keys(translated)[0]!, "ne"));
  expect(numbers()).toEqual(["१,२३४+", "३२१+", "७+", "४५+"]);
});
