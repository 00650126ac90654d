// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { format } from "prettier";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../scripts/lib/project-root.ts";
import { formatDocument } from "./format-document.ts";

const files = readdirSync(join(PROJECT_ROOT, "pages"), { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".json"))
  .map((name) => `pages/${name.split("\\").join("/")}`)
  .sort();
const read = (file: string) => readFileSync(join(PROJECT_ROOT, file), "utf8");

type Page = { blocks: { type: string; items?: { answer: string }[] }[] };

/** Whether every line of `before` is still there, in order, in `after`: lines were only added. */
function onlyAdded(before: string, after: string): boolean {
  const added = after.split("\n");
  let at = 0;
  for (const line of before.split("\n")) {
    while (at < added.length && added[at] !== line) at++;
    if (at++ >= added.length) return false;
  }
  return true;
}

function changedLines(before: string, after: string): string[] {
  const old = before.split("\n");
  return after.split("\n").filter((line, i) => line !== old[i]);
}

describe("formatDocument", () => {
  it("finds the committed documents", () => {
    expect(files.length).toBeGreaterThanOrEqual(49);
  });

  it.each(files)("gives %s back byte for byte when nothing changed", async (file) => {
    const text = read(file);
    expect(await formatDocument(JSON.parse(text), text)).toBe(text);
  });

  it("keeps what plain JSON.stringify would lose: an expanded short object, a one-line long-ish one", async () => {
    const text = read("pages/courses/python-training.json");
    const data: unknown = JSON.parse(text);
    // The reason formatDocument exists: neither plain way gives this file back.
    const collapsed = await format(JSON.stringify(data), { parser: "json", printWidth: 120 });
    const expanded = await format(JSON.stringify(data, null, 2), { parser: "json", printWidth: 120 });
    expect([collapsed, expanded]).not.toContain(text);
    expect(await formatDocument(data, text)).toBe(text);
  });

  it("changes exactly one line when one FAQ answer changes", async () => {
    const text = read("pages/courses/python-training.json");
    const data = JSON.parse(text) as Page;
    const faq = data.blocks.find((block) => block.type === "faq");
    faq!.items![2].answer = "Yes, and the recordings stay online for a year.";
    const saved = await formatDocument(data, text);
    expect(saved.split("\n")).toHaveLength(text.split("\n").length);
    expect(changedLines(text, saved)).toEqual([
      `          "answer": "Yes, and the recordings stay online for a year."`,
    ]);
  });

  it("only inserts lines when a block is added between two others", async () => {
    const text = read("pages/courses/python-training.json");
    const data = JSON.parse(text) as Page;
    data.blocks.splice(3, 0, { type: "faq", items: [{ question: "New?", answer: "Yes." } as never] });
    const saved = await formatDocument(data, text);
    expect(saved.split("\n").length).toBeGreaterThan(text.split("\n").length);
    expect(onlyAdded(text, saved)).toBe(true);
  });

  it("keeps every other block's layout when a block is removed or two are swapped", async () => {
    const text = read("pages/courses/python-training.json");
    const removed = JSON.parse(text) as Page;
    removed.blocks.splice(2, 1);
    expect(onlyAdded(await formatDocument(removed, text), text)).toBe(true);

    const swapped = JSON.parse(text) as Page;
    [swapped.blocks[0], swapped.blocks[1]] = [swapped.blocks[1], swapped.blocks[0]];
    const saved = await formatDocument(swapped, text);
    expect([...saved.split("\n")].sort()).toEqual([...text.split("\n")].sort());
  });

  it("keeps the spelling of unchanged strings and numbers, and a blank line between members", async () => {
    const text = '{\n  "a": "caf\\u00e9",\n\n  "b": 1e3,\n  "c": { "d": [1, 2] }\n}\n';
    expect(await formatDocument(JSON.parse(text), text)).toBe(text);
    const changed = { ...(JSON.parse(text) as object), b: 2 };
    expect(await formatDocument(changed, text)).toBe(
      '{\n  "a": "caf\\u00e9",\n\n  "b": 2,\n  "c": { "d": [1, 2] }\n}\n',
    );
  });

  it("lets Prettier lay out a document with no original, or one that was not JSON", async () => {
    const data = { $schema: "x", title: "T", list: [{ a: 1 }, { a: 2 }] };
    const expected = await format(JSON.stringify(data), { parser: "json", printWidth: 120 });
    expect(await formatDocument(data)).toBe(expected);
    expect(await formatDocument(data, "{ not json")).toBe(expected);
  });
});
