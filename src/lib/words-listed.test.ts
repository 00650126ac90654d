import { expect, it } from "vitest";
import { wordsListed } from "./words-listed";

it("lists words as a sentence does, with no comma before the last", () => {
  expect(wordsListed([])).toBe("");
  expect(wordsListed(["heading"])).toBe("heading");
  expect(wordsListed(["heading", "questions"])).toBe("heading and questions");
  expect(wordsListed(["heading", "text", "action"])).toBe("heading, text and action");
});
