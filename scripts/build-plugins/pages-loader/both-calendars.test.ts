import { expect, it } from "vitest";
import { inBothCalendars } from "./both-calendars.ts";

it.each([
  ["2025-12-07", "Sun 7 Dec 2025 · 21 Mangsir 2082"],
  ["2025-04-14", "Mon 14 Apr 2025 · 1 Baisakh 2082"],
])("%s is %s", (date, words) => {
  expect(inBothCalendars(date)).toBe(words);
});
