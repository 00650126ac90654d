// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pairElements } from "./pair-elements.ts";

const a = { type: "hero", heading: "A" };
const b = { type: "faq", heading: "B", items: [1, 2] };
const c = { type: "stats", heading: "C" };

describe("pairElements", () => {
  it("pairs each element with itself when nothing changed", () => {
    expect(pairElements([a, b, c], [a, b, c])).toEqual([0, 1, 2]);
  });

  it("leaves an inserted element new and keeps the others", () => {
    expect(pairElements([a, { type: "new" }, b, c], [a, b, c])).toEqual([0, undefined, 1, 2]);
  });

  it("follows moved elements", () => {
    expect(pairElements([c, a, b], [a, b, c])).toEqual([2, 0, 1]);
  });

  it("pairs an edited element with the one it was, even beside an insertion", () => {
    const edited = { ...b, heading: "B2" };
    expect(pairElements([a, { type: "new" }, edited, c], [a, b, c])).toEqual([0, undefined, 1, 2]);
  });

  it("pairs what is left in order when as many are left on each side", () => {
    expect(pairElements([{ x: 2 }, { y: 2 }], [{ x: 1 }, { y: 1 }])).toEqual([0, 1]);
    expect(pairElements([{ x: 2 }, { y: 2 }, { z: 1 }], [{ x: 1 }])).toEqual([undefined, undefined, undefined]);
  });

  it("pairs duplicates with the nearest equal element", () => {
    expect(pairElements(["x", "x"], ["x", "y", "x"])).toEqual([0, 2]);
  });
});
