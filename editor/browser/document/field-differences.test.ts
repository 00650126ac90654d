import { describe, expect, it } from "vitest";
import { defaultChoice, fieldDifferences, withChoices } from "./field-differences";

interface Course {
  title: string;
  meta: { title: string; description: string };
  blocks: { type: string; items: ({ question: string; answer: string } | string)[] }[];
}

const base: Course = {
  title: "ReactJS",
  meta: { title: "ReactJS in Kathmandu", description: "Learn React." },
  blocks: [
    { type: "faq", items: [{ question: "Laptop?", answer: "Yes." }] },
    { type: "bullet-list", items: ["Hooks", "Router"] },
  ],
};

describe("the fields two saved copies give different values", () => {
  it("lists each field changed on either side, and who changed it", () => {
    const ours = { ...base, title: "ReactJS Training", meta: { ...base.meta, description: "Learn React well." } };
    const theirs = { ...base, meta: { ...base.meta, description: "Learn React fast." }, order: 3 };
    expect(fieldDifferences(base, ours, theirs)).toEqual([
      { pointer: "/title", base: "ReactJS", ours: "ReactJS Training", theirs: "ReactJS", changedBy: "us" },
      {
        pointer: "/meta/description",
        base: "Learn React.",
        ours: "Learn React well.",
        theirs: "Learn React fast.",
        changedBy: "both",
      },
      { pointer: "/order", base: undefined, ours: undefined, theirs: 3, changedBy: "them" },
    ]);
  });

  it("goes into lists of the same length entry by entry, and takes a list of another length as one field", () => {
    const ours = structuredClone(base);
    ours.blocks[0].items[0] = { question: "Laptop?", answer: "Yes, any laptop." };
    const theirs = structuredClone(base);
    theirs.blocks[1].items.push("Testing");
    expect(fieldDifferences(base, ours, theirs).map(({ pointer, changedBy }) => [pointer, changedBy])).toEqual([
      ["/blocks/0/items/0/answer", "us"],
      ["/blocks/1/items", "them"],
    ]);
  });

  it("finds nothing when both copies are the same, whatever the order of their keys", () => {
    const reordered = { blocks: base.blocks, meta: base.meta, title: base.title };
    expect(fieldDifferences(base, base, reordered)).toEqual([]);
  });
});

describe("the copy the author's choices make", () => {
  const ours = { ...base, title: "ReactJS Training", meta: { ...base.meta, description: "Learn React well." } };
  const theirs = { ...base, meta: { ...base.meta, description: "Learn React fast." }, order: 3 };
  const differences = fieldDifferences(base, ours, theirs);

  it("keeps, unless told otherwise, what each side changed, and the author's where both did", () => {
    expect(differences.map(defaultChoice)).toEqual(["ours", "ours", "theirs"]);
    expect(withChoices(theirs, differences, {})).toEqual({
      ...base,
      title: "ReactJS Training",
      meta: { ...base.meta, description: "Learn React well." },
      order: 3,
    });
  });

  it("takes theirs where the author chose theirs, and removes what the author removed when the author's is kept", () => {
    const merged = withChoices(theirs, differences, { "/meta/description": "theirs", "/order": "ours" });
    expect(merged).toEqual({
      ...base,
      title: "ReactJS Training",
      meta: { ...base.meta, description: "Learn React fast." },
    });
    expect(merged).not.toHaveProperty("order");
  });
});
