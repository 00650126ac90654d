import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { expect, it } from "vitest";
import { BatchDates } from "./batch-dates";
import { translatedPath } from "../content/translation/languages";
import { translated } from "virtual:translations";

/** A page in Nepali: its words are Nepali. */
const NEPALI_PAGE = translatedPath(Object.keys(translated)[0]!, "ne");

/** Drawn on a page at `path`, whose language it speaks. */
const at = (path: string, ui: ReactNode) => render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

// The days in both calendars are written by the build (virtual:batch-days, both-calendars.test.ts); a day
// it did not see, as here, is said in the Gregorian calendar alone.
it("lists each planned batch, the soonest first, with its first day and its seats left", () => {
  at(
    "/python-training",
    <BatchDates nextBatches={{ online: { starts: "2025-12-14" }, physical: { starts: "2025-12-07", seatsLeft: 5 } }} />,
  );
  const items = screen.getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual([
    "In class: starts Sun 7 Dec 2025 · 5 seats left",
    "Online: starts Sun 14 Dec 2025",
  ]);
  expect(items.map((item) => item.getAttribute("data-starts"))).toEqual(["2025-12-07", "2025-12-14"]);
});

it("draws nothing with no batch planned", () => {
  const { container } = at("/python-training", <BatchDates nextBatches={undefined} />);
  expect(container).toBeEmptyDOMElement();
});

it("says them in Nepali on a Nepali page, the Gregorian day marked as English, the seats in Devanagari digits", () => {
  at(NEPALI_PAGE, <BatchDates nextBatches={{ physical: { starts: "2025-12-07", seatsLeft: 5 } }} />);
  const item = screen.getByRole("listitem");
  expect(item.textContent).toBe("कक्षामा: (Sun 7 Dec 2025) देखि · ५ सिट बाँकी");
  expect(item.querySelector("[lang=en]")?.textContent).toBe("(Sun 7 Dec 2025)");
});
