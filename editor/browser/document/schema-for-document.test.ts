import type { RJSFSchema } from "@rjsf/utils";
import { schemaForDocument } from "./schema-for-document";

const bundle: RJSFSchema = {
  title: "PageDocument",
  type: "object",
  discriminator: { propertyName: "kind" },
  oneOf: [{ $ref: "#/$defs/page" }, { $ref: "#/$defs/coursePage" }],
  $defs: {
    page: { title: "Page", type: "object", properties: { kind: { const: "page" } } },
    coursePage: { title: "CoursePage", type: "object", properties: { kind: { const: "course" }, card: {} } },
  },
};

describe("schemaForDocument", () => {
  it("edits a course with the course option, keeping the definitions", () => {
    const schema = schemaForDocument(bundle, { kind: "course" });
    expect(schema.title).toBe("CoursePage");
    expect(schema.oneOf).toBeUndefined();
    expect(Object.keys(schema.properties ?? {})).toEqual(["kind", "card"]);
    expect(schema.$defs).toBe(bundle.$defs);
  });

  it("leaves a schema without a discriminated choice, or a document of no known kind, as it is", () => {
    const site: RJSFSchema = { type: "object", properties: {} };
    expect(schemaForDocument(site, {})).toBe(site);
    expect(schemaForDocument(bundle, { kind: "recipe" })).toBe(bundle);
  });
});
