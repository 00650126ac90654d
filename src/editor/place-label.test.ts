import { placeLabel } from "./place-label";

const page = {
  card: { points: ["a", "b"] },
  blocks: [{ type: "course-nav" }, { type: "faq", heading: "Frequently Asked Questions", items: [] }],
};

describe("placeLabel", () => {
  it("names a block as its panel does, then each field by its label", () => {
    expect(placeLabel(page, "/blocks/1/items/2/answer")).toBe("2. Frequently Asked Questions › Item 3 › Answer");
  });

  it("names a block with no heading by its type", () => {
    expect(placeLabel(page, "/blocks/0/heading")).toBe("1. Course nav › Heading");
  });

  it("names a field outside the blocks by its labels", () => {
    expect(placeLabel(page, "/card/points/0")).toBe("Card › Point 1");
    expect(placeLabel(page, "/meta/description")).toBe("Meta › Description");
  });
});
