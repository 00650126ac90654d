import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import react from "../../../pages/courses/reactjs-training.json";
import { blockFromPage } from "../../../tests/block-from-page";
import { ClassTimings } from "./class-timings";

const block = blockFromPage(react, "class-timings");

/** The times listed under one group's heading. */
const slotsUnder = (group: string) =>
  within(screen.getByRole("heading", { level: 3, name: group }).parentElement!)
    .getAllByRole("listitem")
    .map((item) => item.textContent);

it("lists the six slots in 12-hour time, grouped Physical and Online", () => {
  render(<ClassTimings block={block} />);
  expect(screen.getByRole("heading", { level: 2, name: "Available Seat TIME" })).toBeVisible();
  expect(slotsUnder("Physical Class")).toEqual(["8:30–10:00 AM", "1:00–2:30 PM", "4:30–6:00 PM"]);
  expect(slotsUnder("Online Class")).toEqual(["7:00–8:30 AM", "11:00 AM–12:30 PM", "7:30–9:00 PM"]);
});

it("gives each slot its machine-readable start time", () => {
  const { container } = render(<ClassTimings block={block} />);
  const times = [...container.querySelectorAll("time")].map((time) => time.dateTime);
  expect(times).toEqual(["08:30", "13:00", "16:30", "07:00", "11:00", "19:30"]);
});
