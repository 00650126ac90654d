import { limitWords } from "./limit-words";

const question = { one: "question", many: "questions" };

describe("limitWords", () => {
  it("says how many entries a list takes", () => {
    expect(limitWords(5, 6, question)).toBe("5 or 6 questions");
    expect(limitWords(3, 3, question)).toBe("Exactly 3 questions");
    expect(limitWords(undefined, 4, question)).toBe("Up to 4 questions");
    expect(limitWords(1, 3, question)).toBe("1 to 3 questions");
    expect(limitWords(1, undefined, question)).toBe("At least 1 question");
  });

  it("says nothing of a list that takes any number", () => {
    expect(limitWords(undefined, undefined, question)).toBeUndefined();
    expect(limitWords(0, undefined, question)).toBeUndefined();
  });
});
