import { patchAt } from "./patch-at";

describe("patchAt", () => {
  it("changes the object at the path, keeping its keys' order and everything else", () => {
    const before = { card: { image: { src: "/a.svg", alt: "A", width: 1, height: 1 }, points: [] }, title: "T" };
    const after = patchAt(before, ["card", "image"], { src: "/b.png", width: 640, height: 400 });
    expect(JSON.stringify(after)).toBe(
      JSON.stringify({ card: { image: { src: "/b.png", alt: "A", width: 640, height: 400 }, points: [] }, title: "T" }),
    );
    expect((after as typeof before).card.points).toBe(before.card.points);
  });

  it("reaches into lists and makes a missing object", () => {
    expect(patchAt({ blocks: [{ type: "hero" }] }, ["blocks", 0, "image"], { src: "/x.svg" })).toEqual({
      blocks: [{ type: "hero", image: { src: "/x.svg" } }],
    });
  });
});
