import { describe, expect, it } from "vitest";
import { clockTime } from "./clock-time";

describe("clockTime", () => {
  it("keeps a time already on the 24-hour clock", () => {
    expect(clockTime("07:00")).toBe("07:00");
    expect(clockTime("16:30")).toBe("16:30");
    expect(clockTime("7:30")).toBe("07:30");
  });

  it("understands a 12-hour time with its AM or PM, however it is written", () => {
    expect(clockTime("4:00 PM")).toBe("16:00");
    expect(clockTime("4 pm")).toBe("16:00");
    expect(clockTime("4.30pm")).toBe("16:30");
    expect(clockTime("12:15 a.m.")).toBe("00:15");
    expect(clockTime("12:00 PM")).toBe("12:00");
  });

  it("refuses what is not a time of day", () => {
    for (const text of ["", "noon", "25:00", "13:00 PM", "0:00 AM", "4:75", "16:00:00"]) {
      expect(clockTime(text), text).toBeUndefined();
    }
  });
});
