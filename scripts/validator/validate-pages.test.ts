// @vitest-environment node
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "./validate-pages.ts";

const COURSE = "pages/courses/frontend-development.json";
const HOME = "pages/home.json";
let root: string;

/** A temporary copy of the committed pages with one file edited, checked by the real CLI. */
function validateWithEdit(file: string, edit: (text: string) => string, extraFiles: Record<string, string> = {}) {
  root = copyOfPages();
  const text = edit(readFileSync(join(root, file), "utf8"));
  writeFileSync(join(root, file), text);
  for (const [name, content] of Object.entries(extraFiles)) writeFileSync(join(root, name), content);
  try {
    const output = execFileSync("npx", ["tsx", "scripts/validate.ts", "--root", root], {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
      stdio: "pipe",
    });
    return { status: 0, output, text };
  } catch (error) {
    const { status, stdout } = error as { status: number; stdout: string };
    return { status, output: stdout, text };
  }
}

/** The committed pages in a temporary folder, with public/ linked so picture paths resolve. */
function copyOfPages(): string {
  const dir = mkdtempSync(join(tmpdir(), "pages-"));
  cpSync(join(PROJECT_ROOT, "pages"), join(dir, "pages"), { recursive: true });
  symlinkSync(join(PROJECT_ROOT, "public"), join(dir, "public"));
  return dir;
}

function lineOf(text: string, marker: string): number {
  const index = text.indexOf(marker);
  if (index < 0) throw new Error(`marker not found: ${marker}`);
  return text.slice(0, index).split("\n").length;
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

// Each test starts the CLI in a new process (about a second; several on a busy machine).
describe("npm run validate", { timeout: 60_000 }, () => {
  it("passes on the committed pages", () => {
    const { status, output } = validateWithEdit(COURSE, (t) => t);
    expect(output).toContain("✔");
    expect(status).toBe(0);
  });

  it("points at the line where a comma is missing", () => {
    const { status, output, text } = validateWithEdit(COURSE, (t) =>
      t.replace('"kind": "course",', '"kind": "course"'),
    );
    expect(status).toBe(1);
    expect(output).toContain(`${COURSE}:${lineOf(text, '"kind": "course"')}:`);
    expect(output).toContain("A comma is missing at the end of this line.");
  });

  it("reports a duplicated key at the second one, naming the first", () => {
    const { status, output, text } = validateWithEdit(COURSE, (t) =>
      t.replace('"order": 10,', '"order": 10,\n  "title": "Again",'),
    );
    expect(status).toBe(1);
    expect(output).toContain(
      `${COURSE}:${lineOf(text, '"title": "Again"')}:3 error "title" appears twice in the same group; the first one is on line ${lineOf(text, '"title": "Frontend')}.`,
    );
  });

  it("suggests the right block type for a misspelled one", () => {
    const { status, output, text } = validateWithEdit(COURSE, (t) => t.replace('"type": "faq"', '"type": "fqa"'));
    expect(status).toBe(1);
    expect(output).toContain(`${COURSE}:${lineOf(text, '"fqa"')}:`);
    expect(output).toContain('There is no block type "fqa". Did you mean "faq"?');
  });

  it("suggests the right name for a misspelled property", () => {
    const { status, output, text } = validateWithEdit(COURSE, (t) => t.replace('"paragraphs":', '"paragraps":'));
    expect(status).toBe(1);
    expect(output).toContain(
      `${COURSE}:${lineOf(text, '"paragraps"')}:7 error In block 2 (course-intro): "paragraps" is not a field that belongs here. Did you mean "paragraphs"?`,
    );
  });

  it("names a missing required field", () => {
    const { status, output, text } = validateWithEdit(COURSE, (t) =>
      t.replace('"heading": "Frequently Asked Questions",', ""),
    );
    expect(status).toBe(1);
    const blockLine = lineOf(text, '"type": "faq"') - 1;
    expect(output).toContain(`${COURSE}:${blockLine}:`);
    expect(output).toContain('In block 6 (faq): "heading" is missing.');
  });

  it("explains a number where text belongs", () => {
    const { status, output, text } = validateWithEdit(COURSE, (t) =>
      t.replace('"title": "Frontend Development"', '"title": 42'),
    );
    expect(status).toBe(1);
    expect(output).toContain(
      `${COURSE}:${lineOf(text, '"title": 42')}:12 error "title" should be text in double quotes, but it is a number.`,
    );
    expect(output).toContain('hint: Put the value in double quotes: "42".');
  });

  it("rejects two files with one path, naming both", () => {
    const copy = "pages/courses/frontend-copy.json";
    const { status, output } = validateWithEdit(COURSE, (t) => t, {
      [copy]: readFileSync(join(PROJECT_ROOT, COURSE), "utf8"),
    });
    expect(status).toBe(1);
    expect(output).toContain(`${copy}:3:11 error The address "/frontend-development" is also used by ${COURSE}.`);
    expect(output).toContain(`${COURSE}:3:11 error The address "/frontend-development" is also used by ${copy}.`);
  });

  it("rejects a link to a page that does not exist, suggesting the closest", () => {
    const { status, output, text } = validateWithEdit(HOME, (t) =>
      t.replace('"href": "/courses"', '"href": "/coursez"'),
    );
    expect(status).toBe(1);
    expect(output).toContain(`${HOME}:${lineOf(text, '"/coursez"')}:`);
    expect(output).toContain('There is no page at "/coursez". Did you mean "/courses"?');
  });

  it("points at a misspelt course mark with a code frame and the closest name", () => {
    const { status, output, text } = validateWithEdit(COURSE, (t) => t.replace('"logos:react"]', '"logos:reactt"]'));
    expect(status).toBe(1);
    const line = lineOf(text, '"logos:reactt"');
    const column = text.split("\n")[line - 1].indexOf('"logos:reactt"') + 1;
    expect(output).toContain(
      `${COURSE}:${line}:${column} error In the card: There is no icon "reactt" in the "logos" set. Did you mean "logos:react"? (/card/logos/2)`,
    );
    expect(output).toContain(`> ${line} | ${text.split("\n")[line - 1]}`);
    expect(output).toContain("hint: Find the icon at https://icon-sets.iconify.design/logos/");
  });

  it("prints the same problems as JSON with --json", () => {
    root = copyOfPages();
    const output = execFileSync("npx", ["tsx", "scripts/validate.ts", "--json", "--root", root], {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
    });
    const report = JSON.parse(output) as { ok: boolean; problems: unknown[] };
    expect(report.ok).toBe(true);
  });
});
