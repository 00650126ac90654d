import type { RJSFSchema } from "@rjsf/utils";
import { missingBlockFields } from "./missing-block-fields";

const schema: RJSFSchema = {
  type: "object",
  properties: { blocks: { type: "array", items: { $ref: "#/$defs/block" } } },
  $defs: {
    block: { oneOf: [{ $ref: "#/$defs/faq" }, { $ref: "#/$defs/hero" }] },
    faq: { required: ["type", "heading", "items"], properties: { type: { const: "faq" } } },
    hero: { required: ["type", "heading"], properties: { type: { const: "hero" } } },
  },
};

describe("missingBlockFields", () => {
  it("names the required fields each block lacks, by its index", () => {
    const data = {
      blocks: [{ type: "hero", heading: "Hi" }, { type: "faq" }, { type: "faq", heading: "Q", items: [] }],
    };
    expect(missingBlockFields(schema, data)).toEqual({ 1: ["heading", "items"] });
  });

  it("finds nothing to wait for in a document without blocks", () => {
    expect(missingBlockFields(schema, { title: "Site" })).toEqual({});
  });
});
