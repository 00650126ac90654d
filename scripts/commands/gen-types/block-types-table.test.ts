import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { schemaAnnotations } from "./block-types-table.ts";
import { SchemaFileError } from "../../validator/create-ajv.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const picture = { type: "object", properties: { src: { type: "string", "x-label": "Picture file" } } };
const emptyDocument = { type: "object", properties: {} };

/** A schema/ of its own: the blocks given, a page whose card is a picture, an empty site and form. */
function schemaDir(blocks: Record<string, object>): string {
  const dir = mkdtempSync(join(tmpdir(), "block-types-"));
  dirs.push(dir);
  mkdirSync(join(dir, "blocks"));
  writeFileSync(join(dir, "common.schema.json"), JSON.stringify({ definitions: { picture } }));
  const page = {
    type: "object",
    properties: {
      card: { "x-picture-role": "card", $ref: "common.schema.json#/definitions/picture" },
      blocks: { type: "array", "x-entries": { one: "section", many: "sections" }, items: { type: "object" } },
    },
  };
  writeFileSync(join(dir, "page.schema.json"), JSON.stringify(page));
  for (const name of ["site", "form"]) writeFileSync(join(dir, `${name}.schema.json`), JSON.stringify(emptyDocument));
  for (const [file, schema] of Object.entries(blocks)) writeFileSync(join(dir, "blocks", file), JSON.stringify(schema));
  return dir;
}

const gallery = {
  "x-name": "Photo gallery",
  type: "object",
  properties: {
    type: { const: "gallery" },
    photos: {
      type: "array",
      "x-entries": { one: "photo", many: "photos" },
      "x-picture-role": "gallery",
      items: { "x-label": "Not the list's label", $ref: "../common.schema.json#/definitions/picture" },
    },
    caption: { type: "string", "x-label": "Words under the photos", "x-translate": true },
  },
};

describe("schemaAnnotations", () => {
  it("gathers each block type's annotations by the field's place, following every $ref", async () => {
    const { blockTypes, documentFields } = await schemaAnnotations(schemaDir({ "gallery.schema.json": gallery }));
    expect(blockTypes.gallery).toEqual({
      name: "Photo gallery",
      pageHeading: false,
      labels: { "photos/src": "Picture file", caption: "Words under the photos" },
      lists: { photos: { one: "photo", many: "photos" } },
      pictures: { photos: "gallery" },
      // The texts a translation may give ("x-translate").
      texts: { caption: true },
    });
    // The page's own fields; its blocks are each block type's.
    expect(documentFields).toEqual({
      labels: { "card/src": "Picture file" },
      lists: { blocks: { one: "section", many: "sections" } },
      pictures: { card: "card" },
      texts: {},
    });
  });

  it("refuses a block schema without a name, saying which file and what to add", async () => {
    const { "x-name": _name, ...nameless } = gallery;
    const reading = schemaAnnotations(schemaDir({ "gallery.schema.json": nameless }));
    await expect(reading).rejects.toThrow(SchemaFileError);
    await expect(reading).rejects.toThrow('schema/blocks/gallery.schema.json has no "x-name"');
  });

  it("refuses two schemas that name one place differently", async () => {
    const twice = {
      ...gallery,
      properties: {
        ...gallery.properties,
        caption: {
          anyOf: [
            { type: "string", "x-label": "Caption" },
            { type: "null", "x-label": "Words under the photos" },
          ],
        },
      },
    };
    await expect(schemaAnnotations(schemaDir({ "gallery.schema.json": twice }))).rejects.toThrow(
      'annotates "caption" as "Words under the photos" where another schema has "Caption"',
    );
  });
});
