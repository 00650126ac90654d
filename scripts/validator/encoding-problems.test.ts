import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readPageTexts } from "../content-layout/read-page-texts.ts";
import { validateTexts } from "./validate-pages.ts";
import { validationReport } from "./validation-report.ts";

const COURSE = "pages/courses/php-training.json";
const ROOT = join(import.meta.dirname, "../..");
const committed = readPageTexts(ROOT);
const scratch = mkdtempSync(join(tmpdir(), "encoding-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** npm run validate's output with the course saved as these bytes, read from disk as the command reads it. */
function validateBytes(bytes: Buffer): { ok: boolean; output: string } {
  mkdirSync(join(scratch, "pages/courses"), { recursive: true });
  writeFileSync(join(scratch, COURSE), bytes);
  const texts = new Map(committed);
  texts.set(COURSE, readPageTexts(scratch).get(COURSE)!);
  return validationReport(validateTexts(texts));
}

const saved = readFileSync(join(ROOT, COURSE));

describe("a page file's encoding", () => {
  it("reports bytes that are not UTF-8 at their line and column, and is never valid", () => {
    const at = saved.indexOf('"title"');
    const line = saved.subarray(0, at).toString("utf8").split("\n").length;
    // 0xE9 alone: "é" saved as Latin-1, as an editor set to another encoding writes it.
    const broken = Buffer.concat([saved.subarray(0, at + 1), Buffer.from([0xe9]), saved.subarray(at + 1)]);
    const { ok, output } = validateBytes(broken);
    expect(ok).toBe(false);
    expect(output).toContain(`${COURSE}:${line}:`);
    expect(output).toMatch(/error Here is a character that is not UTF-8 text/);
    expect(output).toMatch(/save the file as "UTF-8"/);
  });

  it("reports a byte-order mark with the fix, and still checks the rest of the file", () => {
    const { ok, output } = validateBytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), saved]));
    expect(ok).toBe(false);
    expect(output).toContain(`${COURSE}:1:1 error The file starts with an invisible byte-order mark (BOM).`);
    expect(output).toMatch(/without BOM/);
    expect(output).not.toMatch(/not valid JSON/);
    expect(output).toMatch(/✖ 1 error/);
  });

  it("reports the first five such characters of a file saved wholly in another encoding", () => {
    const latin1 = Buffer.from(saved.toString("utf8").replaceAll("e", "é"), "latin1");
    const { output } = validateBytes(latin1);
    expect(output.match(/error Here is a character that is not UTF-8 text/g)).toHaveLength(5);
  });

  it("finds nothing to say about the committed files", () => {
    expect(validateBytes(saved).ok).toBe(true);
  });
});
