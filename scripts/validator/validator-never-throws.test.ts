// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readPageTexts } from "../content-layout/read-page-texts.ts";
import { createSchemaChecker } from "./schema-files.ts";
import { formatProblem, summary } from "./format-problems.ts";
import type { ListPublicFolder } from "./public-folder.ts";
import { validateTexts } from "./validate-pages.ts";
import { schemaFor, SITE_FILE } from "../content-layout/content-layout.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";

// Whatever an author saves, the validator answers with problems it can place and print: it never
// throws. Three kinds of input: any JSON value, any text, and committed documents with one small
// damage (a character changed, a part removed or replaced), which get furthest into the checks.

const RUNS = { jsonValue: 2_500, text: 2_500, mutation: 5_000 } as const;
const TOTAL = Object.values(RUNS).reduce((sum, runs) => sum + runs, 0);
// About 10 s on an idle 2-core machine; a busy one took over 60 s. A ceiling, never a wait.
const TIME_LIMIT = 240_000;

const FILE_NAMES = [
  "pages/courses/x.json",
  "pages/services/x.json",
  "pages/x.json",
  "pages/home.json",
  SITE_FILE,
  "pages/_forms/x.json",
  "pages/_x.json",
];
const committed = [...readPageTexts(PROJECT_ROOT)].map(([file, text]) => ({ file, text }));
const checker = createSchemaChecker();
/** A small public/ with a few real names, so path checks and their suggestions both run. */
const listFolder: ListPublicFolder = (folder) =>
  folder === "/images/courses" ? ["frontend-development.svg", "python-training.svg"] : ["logo.svg"];

let inputs = 0;
/** Damaged documents that still fit their schema, so the rules beyond it ran on them. */
let pastSchema = 0;

/** Validates, checks every problem is placed at a real line and column, and prints each one. */
function validateAndPrint(texts: Map<string, string>): void {
  inputs += 1;
  const result = validateTexts(texts, checker, listFolder);
  expect(Array.isArray(result.problems)).toBe(true);
  for (const problem of result.problems) {
    expect(texts.has(problem.file) || problem.file === SITE_FILE).toBe(true);
    expect(Number.isInteger(problem.line) && problem.line >= 1).toBe(true);
    expect(Number.isInteger(problem.column) && problem.column >= 1).toBe(true);
    expect(problem.message).toEqual(expect.any(String));
    expect(problem.message.length).toBeGreaterThan(0);
    expect(formatProblem(problem, texts.get(problem.file))).toContain(problem.message);
  }
  expect(summary(result.problems, texts.size)).toEqual(expect.any(String));
}

const fileName = fc.constantFrom(...FILE_NAMES);
const jsonText = (value: unknown, indent: number) => JSON.stringify(value, null, indent) ?? "null";

/** The path (list of keys) of every part of a value, [] (the whole value) included. */
function pathsOf(value: unknown, path: string[] = []): string[][] {
  if (value === null || typeof value !== "object") return [path];
  const children = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return [path, ...children.flatMap(([key, child]) => pathsOf(child, [...path, key]))];
}

const oneCharacter = fc.oneof(
  fc.constantFrom(...'{}[],:"\\ \n0123456789-.eEtrufalsn/_'),
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
);

/** One damage to a text: a character removed, replaced or added. */
const textDamage = fc.record({
  kind: fc.constantFrom("delete", "replace", "insert"),
  at: fc.nat(),
  character: oneCharacter,
});

/** One damage to a document as data: a part removed, or replaced by any value or another part. */
const dataDamage = fc.record({
  kind: fc.constantFrom("remove", "random", "copy", "key"),
  target: fc.nat(),
  source: fc.nat(),
  value: fc.jsonValue({ maxDepth: 3 }),
  key: fc.constantFrom("__proto__", "constructor", "toString", "src", "alt", "blocks", "type", "path", ""),
});

const damaged = fc
  .record({
    doc: fc.nat({ max: committed.length - 1 }),
    name: fc.option(fileName, { nil: undefined, freq: 1 }),
    damage: fc.oneof(textDamage, dataDamage),
  })
  .map(({ doc, name, damage }) => {
    const { file, text } = committed[doc];
    return { file: name ?? file, text: "at" in damage ? damageText(text, damage) : damageData(text, damage) };
  });

function damageText(text: string, damage: { kind: string; at: number; character: string }): string {
  const at = damage.at % (text.length + 1);
  if (damage.kind === "delete") return text.slice(0, at) + text.slice(at + 1);
  if (damage.kind === "replace") return text.slice(0, at) + damage.character + text.slice(at + 1);
  return text.slice(0, at) + damage.character + text.slice(at);
}

function damageData(
  text: string,
  damage: { kind: string; target: number; source: number; value: unknown; key: string },
): string {
  const document = JSON.parse(text) as unknown;
  const paths = pathsOf(document);
  const target = paths[damage.target % paths.length];
  const parts = target.slice(0, -1);
  const last = target.at(-1);
  const parent = valueAt(document, parts) as Record<string, unknown> | unknown[];
  if (damage.kind === "key") {
    // An own member, as JSON.parse makes it: "__proto__" must stay an ordinary key.
    const holder = valueAt(document, target);
    if (holder !== null && typeof holder === "object" && !Array.isArray(holder)) {
      Object.defineProperty(holder, damage.key, { value: damage.value, enumerable: true, writable: true });
    }
  } else if (last === undefined) {
    return jsonText(damage.kind === "random" ? damage.value : null, 2);
  } else if (damage.kind === "remove") {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    const copy = structuredClone(valueAt(document, paths[damage.source % paths.length]));
    (parent as Record<string, unknown>)[last] = damage.kind === "copy" ? copy : damage.value;
  }
  return jsonText(document, 2);
}

function fitsSchema(file: string, text: string): boolean {
  const schema = schemaFor(file);
  if (!schema) return false;
  try {
    return checker.check(schema, JSON.parse(text)).errors.length === 0;
  } catch {
    return false;
  }
}

function valueAt(root: unknown, keys: string[]): unknown {
  return keys.reduce((node, key) => (node as Record<string, unknown>)[key], root);
}

// Each input is validated on its own (the site settings then count as missing, which is checked
// too): reading the 5 KB settings file for every one of 10,000 inputs would be most of the time.
describe("the validator never throws", () => {
  it(
    "on any JSON value, under any page's file name",
    () => {
      const before = inputs;
      fc.assert(
        fc.property(fc.jsonValue(), fileName, fc.constantFrom(0, 2), (value, file, indent) =>
          validateAndPrint(new Map([[file, jsonText(value, indent)]])),
        ),
        { numRuns: RUNS.jsonValue },
      );
      expect(inputs - before).toBeGreaterThanOrEqual(RUNS.jsonValue);
    },
    TIME_LIMIT,
  );

  it(
    "on any text, in any alphabet",
    () => {
      const before = inputs;
      fc.assert(
        fc.property(
          fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.string({ unit: "grapheme-composite" })),
          fileName,
          (text, file) => validateAndPrint(new Map([[file, text]])),
        ),
        { numRuns: RUNS.text },
      );
      expect(inputs - before).toBeGreaterThanOrEqual(RUNS.text);
    },
    TIME_LIMIT,
  );

  it(
    "on a committed document with one small damage",
    () => {
      const before = inputs;
      fc.assert(
        fc.property(damaged, ({ file, text }) => {
          validateAndPrint(new Map([[file, text]]));
          if (fitsSchema(file, text)) pastSchema += 1;
        }),
        { numRuns: RUNS.mutation },
      );
      expect(inputs - before).toBeGreaterThanOrEqual(RUNS.mutation);
      // Most damage is caught by the schema; enough must get past it for the rules to be tried.
      expect(pastSchema).toBeGreaterThan(RUNS.mutation / 10);
    },
    TIME_LIMIT,
  );

  // Found by the damage above (seed 1131769804): a text read with String() throws where its toString is no function.
  it("where a block's type or a page's kind is an object whose toString is no function", () => {
    const unprintable = { toString: [] };
    for (const { file, text } of committed.filter(({ file }) => /^pages\/(courses\/)?[\w-]+\.json$/.test(file))) {
      const document = JSON.parse(text) as { kind?: unknown; blocks?: { type?: unknown }[] };
      validateAndPrint(new Map([[file, jsonText({ ...document, kind: unprintable }, 2)]]));
      const blocks = document.blocks?.map((block) => ({ ...block, type: unprintable }));
      validateAndPrint(new Map([[file, jsonText({ ...document, blocks }, 2)]]));
    }
  });

  it("on every committed document at once, with the site settings", () => {
    validateAndPrint(new Map(committed.map(({ file, text }) => [file, text])));
  });

  it("is asked for at least 10,000 inputs in all (each property checks it was given its own)", () => {
    expect(TOTAL).toBeGreaterThanOrEqual(10_000);
  });
});
