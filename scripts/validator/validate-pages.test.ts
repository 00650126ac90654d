import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readPageTexts } from "../content-layout/read-page-texts.ts";
import { validateTexts } from "./validate-pages.ts";
import { PROJECT_ROOT } from "../lib/project-root.ts";
import { validationReport } from "./validation-report.ts";

const COURSE = "pages/courses/frontend-development.json";
const HOME = "pages/home.json";

/**
 * The committed pages with one file edited (and any extra files), checked in-process by the
 * validator and worded as `npm run validate` prints it, with the exit status it would have.
 */
function validateWithEdit(file: string, edit: (text: string) => string, extraFiles: Record<string, string> = {}) {
  const texts = readPageTexts(PROJECT_ROOT);
  const text = edit(texts.get(file) ?? "");
  texts.set(file, text);
  for (const [name, content] of Object.entries(extraFiles)) texts.set(name, content);
  const { output, ok } = validationReport(validateTexts(new Map([...texts].sort(([a], [b]) => a.localeCompare(b)))));
  return { status: ok ? 0 : 1, output, text };
}

/** The real command, in a new process, on a copy of the committed pages with one file edited. */
function runCli(
  args: string[],
  edit?: { file: string; change: (text: string) => string },
  env: Record<string, string> = {},
) {
  const root = mkdtempSync(join(tmpdir(), "pages-"));
  cpSync(join(PROJECT_ROOT, "pages"), join(root, "pages"), { recursive: true });
  symlinkSync(join(PROJECT_ROOT, "public"), join(root, "public"));
  if (edit) writeFileSync(join(root, edit.file), edit.change(readFileSync(join(root, edit.file), "utf8")));
  try {
    const output = execFileSync("npx", ["tsx", "scripts/commands/validate.ts", ...args, "--root", root], {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
      stdio: "pipe",
      env: { ...process.env, GITHUB_ACTIONS: "", ...env },
    });
    return { status: 0, output };
  } catch (error) {
    const { status, stdout } = error as { status: number; stdout: string };
    return { status, output: stdout };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function lineOf(text: string, marker: string): number {
  const index = text.indexOf(marker);
  if (index < 0) throw new Error(`marker not found: ${marker}`);
  return text.slice(0, index).split("\n").length;
}

// What the command prints, checked in-process; the command itself is run at the end.
describe("npm run validate", () => {
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

  it("reports a mistake in a form once, at its line, and not again at every page that places the form", () => {
    const form = "pages/_forms/enrolment.json";
    const { status, output, text } = validateWithEdit(form, (t) =>
      t.replace('"autocomplete": "name"', '"autocomplete": "nmae"'),
    );
    expect(status).toBe(1);
    expect(output).toContain(
      `${form}:${lineOf(text, '"nmae"')}:23 error "autocomplete" cannot be "nmae". Did you mean "name"?`,
    );
    expect(output).toMatch(/✖ 1 error/);
  });

  it("refuses two fields of a form with one name, at the second, naming the first", () => {
    const form = "pages/_forms/career.json";
    const { status, output, text } = validateWithEdit(form, (t) => t.replace('"name": "phone"', '"name": "email"'));
    expect(status).toBe(1);
    expect(output).toContain(
      `${form}:${lineOf(text, '"name": "email",\n      "label": "Phone')}:15 error Another field is already named "email" ("Email Address"): this one's answer would take its place in the e-mail.`,
    );
  });

  it("warns of a form with no field named email, which no one could answer by replying", () => {
    const form = "pages/_forms/course-inquiry.json";
    const { status, output, text } = validateWithEdit(form, (t) =>
      t.replace('"name": "email"', '"name": "mail"').replace('"field": "email"', '"field": "mail"'),
    );
    expect(status).toBe(0);
    expect(output).toContain(
      `${form}:${lineOf(text, '"fields"')}:13 warning No field is named "email": the e-mails this form sends would have no address to reply to. (/fields)`,
    );
  });

  it("refuses a file field whose file the form would not send", () => {
    const form = "pages/_forms/enrolment.json";
    const photo = '{ "name": "photo", "label": "Photo", "type": "file", "accept": "image", "maxBytes": 99999 },';
    const { status, output, text } = validateWithEdit(form, (t) => t.replace('"fields": [', `"fields": [${photo}`));
    expect(status).toBe(1);
    expect(output).toContain(`${form}:${lineOf(text, '"type": "file"')}:`);
    expect(output).toContain('A file chosen in "photo" would never reach the company: this form sends no file.');
  });

  it("refuses an upload of a field that takes no file", () => {
    const form = "pages/_forms/career.json";
    const { status, output, text } = validateWithEdit(form, (t) =>
      t.replace('"fileField": "resume"', '"fileField": "message"'),
    );
    expect(status).toBe(1);
    expect(output).toContain(
      `${form}:${lineOf(text, '"fileField"')}:80 error "message" is not a file field: the form would upload nothing, and send "" in its place. (/action/fileField)`,
    );
    expect(output).toMatch(/✖ 1 error/);
    expect(output).toContain('hint: Name the form\'s file field here: "resume".');
  });

  it("says why a course's fee is not kept, at its line", () => {
    const { status, output, text } = validateWithEdit(COURSE, (t) =>
      t.replace('"offer": {', '"offer": { "fee": 25000,'),
    );
    expect(status).toBe(1);
    expect(output).toContain(`${COURSE}:${lineOf(text, '"fee"')}:`);
    expect(output).toContain('"fee" is not a field that belongs here.');
    expect(output).toContain("The site shows no prices");
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

  it("rejects a course titled as another is, whatever its case, spaces and punctuation, at both titles", () => {
    const { status, output, text } = validateWithEdit(COURSE, (t) =>
      t.replace(/"title": "[^"]*"/, '"title": "node  js"'),
    );
    expect(status).toBe(1);
    const line = lineOf(text, '"title": "node  js"');
    expect(output).toContain(
      `${COURSE}:${line}:12 error Another course has this title: “NodeJS” (pages/courses/nodejs-training.json).`,
    );
    expect(output).toMatch(
      /pages\/courses\/nodejs-training\.json:\d+:\d+ error Another course has this title: “node {2}js”/,
    );
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
    const { output } = validateWithEdit(COURSE, (t) => t);
    const report = JSON.parse(
      validationReport(validateTexts(readPageTexts(PROJECT_ROOT)), { format: "json" }).output,
    ) as {
      ok: boolean;
      problems: { message: string }[];
    };
    expect(report.ok).toBe(true);
    for (const { message } of report.problems) expect(output).toContain(message);
  });

  it("prints each problem as a GitHub annotation at its file, line and column with --format github", () => {
    const texts = readPageTexts(PROJECT_ROOT);
    const text = (texts.get(COURSE) ?? "").replace('"type": "faq"', '"type": "fqa"');
    texts.set(COURSE, text);
    const { output, ok } = validationReport(validateTexts(texts), { format: "github" });
    const line = lineOf(text, '"fqa"');
    const column = text.split("\n")[line - 1].indexOf('"fqa"') + 1;
    const annotation = output.split("\n").find((entry) => entry.startsWith("::error "));
    expect(annotation).toMatch(
      new RegExp(
        `^::error file=${COURSE},line=${line},col=${column},title=Page content::.*There is no block type "fqa"`,
      ),
    );
    // The people reading the log still get the code frame.
    expect(output).toContain(`${COURSE}:${line}:${column} error`);
    expect(ok).toBe(false);
  });
});

// Each run starts a new process (several seconds on a busy machine): the command's wiring, once.
describe("the command itself", { timeout: 60_000 }, () => {
  it("prints each problem at its file:line:col and exits 1, or passes with exit 0", () => {
    const broken = runCli([], { file: COURSE, change: (t) => t.replace('"type": "faq"', '"type": "fqa"') });
    expect(broken.status).toBe(1);
    expect(broken.output).toMatch(new RegExp(`${COURSE}:\\d+:\\d+ error .*There is no block type "fqa"`));
    expect(broken.output).not.toContain("::error");
    // In a GitHub Actions run the same problem is also an annotation on the pull request.
    const onGitHub = runCli(
      [],
      { file: COURSE, change: (t) => t.replace('"type": "faq"', '"type": "fqa"') },
      {
        GITHUB_ACTIONS: "true",
      },
    );
    expect(onGitHub.status).toBe(1);
    expect(onGitHub.output).toMatch(new RegExp(`^::error file=${COURSE},line=\\d+,col=\\d+,`, "m"));
    const passing = runCli(["--json"]);
    expect(passing.status).toBe(0);
    expect((JSON.parse(passing.output) as { ok: boolean }).ok).toBe(true);
  });
});
