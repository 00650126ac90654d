import { sameJson } from "./same-json";

describe("sameJson", () => {
  it("ignores key order and absent values", () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1, d: undefined })).toBe(true);
  });

  it("tells different values apart", () => {
    expect(sameJson({ a: 1 }, { a: "1" })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({}, [])).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});
