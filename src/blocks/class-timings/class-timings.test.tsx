import { screen, within } from "@testing-library/react";
import { renderOnPage } from "../../../tests/with-site-settings";
import { expect, it } from "vitest";
import { exampleBlock } from "../../../tests/example-block";
import { ClassTimings } from "./class-timings";

// Times that reach each case of the 12-hour format: morning, afternoon and a slot across noon.
const block = {
  ...exampleBlock("class-timings"),
  physical: [
    { start: "08:30", end: "10:00" },
    { start: "13:00", end: "14:30" },
    { start: "16:30", end: "18:00" },
  ],
  online: [
    { start: "07:00", end: "08:30" },
    { start: "11:00", end: "12:30" },
    { start: "19:30", end: "21:00" },
  ],
};

/** The times listed under one group's heading. */
const slotsUnder = (group: string) =>
  within(screen.getByRole("heading", { level: 3, name: group }).parentElement!)
    .getAllByRole("listitem")
    .map((item) => item.textContent);

it("lists the six slots in 12-hour time, grouped Physical and Online", () => {
  renderOnPage(<ClassTimings block={block} />);
  expect(screen.getByRole("heading", { level: 2, name: block.heading })).toBeVisible();
  expect(slotsUnder("Physical Class")).toEqual(["8:30–10:00 AM", "1:00–2:30 PM", "4:30–6:00 PM"]);
  expect(slotsUnder("Online Class")).toEqual(["7:00–8:30 AM", "11:00 AM–12:30 PM", "7:30–9:00 PM"]);
});

it("gives each slot its machine-readable start time", () => {
  const { container } = renderOnPage(<ClassTimings block={block} />);
  const times = [...container.querySelectorAll("time")].map((time) => time.dateTime);
  expect(times).toEqual(["08:30", "13:00", "16:30", "07:00", "11:00", "19:30"]);
});
