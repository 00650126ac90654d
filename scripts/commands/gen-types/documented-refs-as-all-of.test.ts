import { describe, expect, it } from "vitest";
import { documentedRefsAsAllOf } from "./documented-refs-as-all-of.ts";

describe("documentedRefsAsAllOf", () => {
  it("wraps a $ref that has its own description and examples", () => {
    const field = { $ref: "#/definitions/meta", description: "Search text.", examples: [{ title: "A" }] };
    expect(documentedRefsAsAllOf({ properties: { meta: field } })).toEqual({
      properties: {
        meta: { allOf: [{ $ref: "#/definitions/meta" }], description: "Search text.", examples: [{ title: "A" }] },
      },
    });
  });

  it("leaves a bare $ref, and data inside examples, as they are", () => {
    const schema = { items: { $ref: "#/definitions/path" }, examples: [{ $ref: "not a schema", description: "x" }] };
    expect(documentedRefsAsAllOf(schema)).toEqual(schema);
  });
});
