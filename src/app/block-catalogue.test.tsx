import { readFileSync } from "node:fs";
import { join } from "node:path";
import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { blockRegistry } from "../render/block-registry";
import { renderWithRouter } from "../../tests/render-with-router";
import { BlockCatalogue } from "./block-catalogue";

const blockTypes = Object.keys(blockRegistry);
const schemaDescription = (type: string): string =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../schema/blocks/${type}.schema.json`), "utf8")).description;

describe("the block catalogue (/__blocks, development only)", () => {
  it("draws every block type of the registry once, under its name and its schema's description", async () => {
    const { container } = renderWithRouter(<BlockCatalogue />, "/__blocks");
    const sections = [...container.querySelectorAll("[data-block-catalogue] > section")];
    expect(sections.map((section) => section.querySelector("h2")?.textContent)).toEqual(blockTypes);
    for (const [index, type] of blockTypes.entries()) {
      const header = sections[index].firstElementChild?.textContent;
      expect(header).toContain(schemaDescription(type));
      expect(header).toMatch(/Example from (schema\/blocks\/|pages\/)/);
    }
    // Each block draws something below its header (grids load lazily first).
    await waitFor(
      () => {
        const empty = sections.filter((section) => !section.children[1]?.textContent);
        expect(empty.map((section) => section.querySelector("h2")?.textContent)).toEqual([]);
      },
      { timeout: 10_000 },
    );
  }, 20_000);
});
