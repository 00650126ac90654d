import type { Problem } from "./problem.ts";

const BYTE_ORDER_MARK = "\uFEFF";
/** What a UTF-8 decoder puts in place of bytes that are not UTF-8 (Node reads files this way). */
const NOT_UTF8 = "\uFFFD";
/** Enough to find them all by; a file in another encoding entirely would give hundreds. */
const MAX_REPORTED = 5;

/**
 * A page file must be UTF-8 with no byte-order mark. Returns the problems of its encoding, and
 * the text to check further: without the mark, so the rest of the file is still checked (and its
 * first character not reported as broken JSON).
 */
export function encodingProblems(file: string, text: string): { problems: Problem[]; text: string } {
  const problems: Problem[] = [];
  const rest = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
  if (rest !== text) {
    problems.push({
      file,
      line: 1,
      column: 1,
      severity: "error",
      pointer: "",
      message: "The file starts with an invisible byte-order mark (BOM).",
      hint: 'Save the file as "UTF-8" without BOM (in VS Code: click "UTF-8 with BOM" in the status bar, then "Save with Encoding", "UTF-8").',
    });
  }
  const lines = rest.split("\n");
  for (const [index, line] of lines.entries()) {
    for (let column = line.indexOf(NOT_UTF8); column !== -1; column = line.indexOf(NOT_UTF8, column + 1)) {
      if (problems.length > MAX_REPORTED) break;
      problems.push({
        file,
        line: index + 1,
        column: column + 1,
        severity: "error",
        pointer: "",
        message: `Here is a character that is not UTF-8 text (it shows as ${NOT_UTF8}): the file, or what was pasted into it, was saved in another encoding.`,
        hint: 'Type the character here again, and save the file as "UTF-8".',
      });
    }
  }
  return { problems, text: rest };
}
