import { describe, expect, it } from "vitest";
import { formatSlot, formatSlotInNepali } from "./format-slot";

describe("formatSlot", () => {
  it("names the period once when the slot stays in it", () => {
    expect(formatSlot({ start: "07:00", end: "08:30" })).toBe("7:00–8:30 AM");
    expect(formatSlot({ start: "15:30", end: "17:00" })).toBe("3:30–5:00 PM");
  });
  it("names both periods across noon and midnight hours read as 12", () => {
    expect(formatSlot({ start: "11:00", end: "12:30" })).toBe("11:00 AM–12:30 PM");
    expect(formatSlot({ start: "12:00", end: "13:30" })).toBe("12:00–1:30 PM");
  });
});

describe("formatSlot on a time not yet written as the site stores it", () => {
  it("reads a 12-hour time as the time it means, with one AM or PM", () => {
    expect(formatSlot({ start: "4:00 PM", end: "17:30" })).toBe("4:00–5:30 PM");
  });
  it("shows a text that is not a time as it is written", () => {
    expect(formatSlot({ start: "soon", end: "17:30" })).toBe("soon–17:30");
  });
});

describe("a slot on a page in Nepali", () => {
  it("says the part of the day first, then the time in Devanagari digits, once when both ends share it", () => {
    expect(formatSlotInNepali({ start: "06:00", end: "07:30" })).toBe("बिहान ६:००–७:३०");
    expect(formatSlotInNepali({ start: "11:00", end: "12:30" })).toBe("बिहान ११:००–दिउँसो १२:३०");
    expect(formatSlotInNepali({ start: "17:30", end: "19:00" })).toBe("बेलुका ५:३०–७:००");
    expect(formatSlotInNepali({ start: "20:00", end: "21:30" })).toBe("राति ८:००–९:३०");
  });
});

it("keeps the afternoon until five, as Nepal says the day", () => {
  expect(formatSlotInNepali({ start: "15:00", end: "16:30" })).toBe("दिउँसो ३:००–४:३०");
});
