import { firstDifference } from "./first-difference";

const page = { title: "DevOps", blocks: [{ type: "faq", items: [{ question: "Q1", answer: "A1" }] }] };

describe("firstDifference", () => {
  it("finds the field that changed", () => {
    const changed = structuredClone(page);
    changed.blocks[0].items[0].answer = "A2";
    expect(firstDifference(page, changed)).toEqual(["blocks", 0, "items", 0, "answer"]);
  });

  it("finds an entry added or removed at its place in its list", () => {
    const added = structuredClone(page);
    added.blocks[0].items.push({ question: "Q2", answer: "" });
    expect(firstDifference(page, added)).toEqual(["blocks", 0, "items", 1]);
    expect(firstDifference(added, page)).toEqual(["blocks", 0, "items", 1]);
  });

  it("finds a field added or removed, and nothing in equal documents", () => {
    expect(firstDifference(page, { ...page, order: 5 })).toEqual(["order"]);
    expect(firstDifference(page, structuredClone(page))).toBeUndefined();
  });
});
