import { keepShape } from "./keep-shape";

const keysOf = (value: unknown) => JSON.stringify(value);

describe("keepShape", () => {
  it("keeps the key order of the data before the change", () => {
    const before = { path: "/x", kind: "course", title: "X", order: 10, meta: { title: "a", description: "b" } };
    const after = { path: "/x", kind: "course", title: "Y", meta: { description: "b", title: "a" }, order: 10 };
    expect(keysOf(keepShape(before, after))).toBe(
      keysOf({ path: "/x", kind: "course", title: "Y", order: 10, meta: { title: "a", description: "b" } }),
    );
  });

  it("puts a new key last and drops cleared ones", () => {
    expect(keysOf(keepShape({ a: 1, b: 2 }, { c: 3, b: undefined, a: 1 }))).toBe(keysOf({ a: 1, c: 3 }));
  });

  it("drops an object the author emptied, and keeps one that was empty in the file", () => {
    expect(keepShape({ action: { label: "Go" } }, { action: { label: undefined } })).toEqual({});
    expect(keepShape({}, { action: {} })).toEqual({});
    expect(keysOf(keepShape({ extra: {} }, { extra: {} }))).toBe(keysOf({ extra: {} }));
  });

  it("keeps a moved array item's own key order", () => {
    const first = { type: "hero", text: "t", heading: "h" };
    const second = { heading: "Q", type: "faq", items: [] };
    const moved = keepShape([first, second], [{ type: "faq", heading: "Q", items: [] }, { ...first }]) as object[];
    expect(keysOf(moved)).toBe(keysOf([second, first]));
  });

  it("keeps a new array item as the form made it", () => {
    expect(keepShape([{ a: 1 }], [{ a: 1 }, {}])).toEqual([{ a: 1 }, {}]);
  });
});
