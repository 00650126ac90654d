import type { RJSFSchema } from "@rjsf/utils";
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

  describe("given the schema", () => {
    const button: RJSFSchema = {
      type: "object",
      required: ["label", "href"],
      properties: { label: { type: "string" }, href: { type: "string" } },
    };
    const schema: RJSFSchema = {
      type: "object",
      required: ["blocks"],
      properties: { blocks: { type: "array", items: { $ref: "#/$defs/block" } } },
      $defs: {
        block: {
          discriminator: { propertyName: "type" },
          oneOf: [{ $ref: "#/$defs/hero" }, { $ref: "#/$defs/banner" }],
        } as RJSFSchema,
        hero: { type: "object", properties: { type: { const: "hero" }, action: { $ref: "#/$defs/button" } } },
        banner: {
          type: "object",
          required: ["action"],
          properties: { type: { const: "banner" }, action: { $ref: "#/$defs/button" } },
        },
        button,
      },
    };

    it("drops an optional group the author typed into and then emptied, found through references and tags", () => {
      const before = { blocks: [{ type: "hero", action: { label: "G" } }] };
      const after = { blocks: [{ type: "hero", action: { label: "" } }] };
      expect(keepShape(before, after, schema)).toEqual({ blocks: [{ type: "hero" }] });
      const lists = { blocks: [{ type: "hero", action: { label: "", href: "", more: [] } }] };
      expect(keepShape({ blocks: [{ type: "hero", action: { label: "Go", href: "/x" } }] }, lists, schema)).toEqual({
        blocks: [{ type: "hero" }],
      });
    });

    it("keeps a group its schema requires, one the file had empty, and one that still holds something", () => {
      const banner = (action: object) => ({ blocks: [{ type: "banner", action }] });
      expect(keepShape(banner({ label: "G" }), banner({ label: "" }), schema)).toEqual(banner({ label: "" }));
      const hero = (action: object) => ({ blocks: [{ type: "hero", action }] });
      expect(keepShape(hero({ label: "" }), hero({ label: "", href: "" }), schema)).toEqual(
        hero({ label: "", href: "" }),
      );
      expect(keepShape(hero({ label: "G" }), hero({ label: "", href: "/x" }), schema)).toEqual(
        hero({ label: "", href: "/x" }),
      );
    });
  });
});
