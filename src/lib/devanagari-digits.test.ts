import { expect, it } from "vitest";
import { countIn, numberIn } from "./devanagari-digits";

it("writes a number in Devanagari digits on a Nepali page, and as it is on an English one", () => {
  expect(numberIn("ne", 2022)).toBe("२०२२");
  expect(numberIn("en", 2022)).toBe("2022");
});

it("groups a count's thousands, by hundreds above them in Nepali", () => {
  expect(countIn("en", 1500)).toBe("1,500");
  expect(countIn("ne", 1500)).toBe("१,५००");
  expect(countIn("ne", 150000)).toBe("१,५०,०००");
  expect(countIn("ne", 12345678)).toBe("१,२३,४५,६७८");
  expect(countIn("ne", 600)).toBe("६००");
});
