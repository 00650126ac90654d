import { pointerOf, segmentsOf } from "./json-pointer";

describe("JSON pointers", () => {
  it("joins a field's path and splits it again", () => {
    expect(pointerOf(["blocks", 3, "items", 0, "question"])).toBe("/blocks/3/items/0/question");
    expect(segmentsOf("/blocks/3/items/0/question")).toEqual(["blocks", "3", "items", "0", "question"]);
  });

  it("escapes the two characters a pointer reserves", () => {
    expect(pointerOf(["a/b", "c~d"])).toBe("/a~1b/c~0d");
    expect(segmentsOf("/a~1b/c~0d")).toEqual(["a/b", "c~d"]);
  });

  it("names the whole document with the empty pointer", () => {
    expect(pointerOf([])).toBe("");
    expect(segmentsOf("")).toEqual([]);
  });
});
