import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { BatchDates } from "./batch-dates";

// The days in both calendars are written by the build (virtual:batch-days, both-calendars.test.ts); a day
// it did not see, as here, is said in the Gregorian calendar alone.
it("lists each planned batch, the soonest first, with its first day and its seats left", () => {
  render(
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
  const { container } = render(<BatchDates nextBatches={undefined} />);
  expect(container).toBeEmptyDOMElement();
});
