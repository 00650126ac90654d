// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readPageTexts } from "../scripts/content-layout/read-page-texts.ts";
import { schemaFor, SITE_FILE } from "../scripts/content-layout/content-layout.ts";
import { PROJECT_ROOT } from "../scripts/lib/project-root.ts";

interface SchemaMapping {
  fileMatch: string[];
  url: string;
}

const settings = JSON.parse(readFileSync(join(PROJECT_ROOT, ".vscode/settings.json"), "utf8")) as {
  "json.schemas": SchemaMapping[];
};
const texts = readPageTexts(PROJECT_ROOT);
const files = [...texts.keys()];

/** The schema the validator checks a file against (scripts/validator/validate-pages.ts). */
function schemaOf(file: string): string {
  return `schema/${schemaFor(file)}.schema.json`;
}

/**
 * Whether VS Code applies a mapping to a file: patterns starting with "/" are relative to the
 * workspace folder, "*" stays within one folder, and the last pattern that matches decides
 * ("!" excludes). This is how vscode-json-languageservice reads "fileMatch".
 */
function mappingCovers(mapping: SchemaMapping, file: string): boolean {
  let covered = false;
  for (const pattern of mapping.fileMatch) {
    const exclude = pattern.startsWith("!");
    const glob = pattern.replace(/^!/, "").replace(/^\//, "");
    const source = glob
      .split(/(\*\*\/|\*)/)
      .map((part) =>
        part === "**/" ? "(?:.*/)?" : part === "*" ? "[^/]*" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"),
      )
      .join("");
    if (new RegExp(`^${source}$`).test(file)) covered = !exclude;
  }
  return covered;
}

describe("editor completion for pages/", () => {
  it("finds page documents to check", () => {
    expect(files).toContain("pages/courses/frontend-development.json");
    expect(files).toContain(SITE_FILE);
  });

  it.each(files)('%s names its schema in "$schema"', (file) => {
    const { $schema } = JSON.parse(texts.get(file) ?? "") as { $schema?: unknown };
    expect(typeof $schema, `${file} has no "$schema"`).toBe("string");
    const target = resolve(PROJECT_ROOT, dirname(file), $schema as string);
    expect(existsSync(target), `${file}: "$schema" points at a missing file`).toBe(true);
    expect(relative(PROJECT_ROOT, target).split("\\").join("/")).toBe(schemaOf(file));
  });

  it.each(files)("%s is mapped to the same schema in .vscode/settings.json", (file) => {
    const urls = settings["json.schemas"]
      .filter((mapping) => mappingCovers(mapping, file))
      .map((mapping) => relative(PROJECT_ROOT, resolve(PROJECT_ROOT, mapping.url)).split("\\").join("/"));
    expect(urls).toEqual([schemaOf(file)]);
  });

  it("every mapped schema exists", () => {
    for (const { url } of settings["json.schemas"]) expect(existsSync(resolve(PROJECT_ROOT, url)), url).toBe(true);
  });
});
