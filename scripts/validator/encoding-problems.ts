import { problemIn } from "./messages.ts";
import type { Problem } from "./problem.ts";

const BYTE_ORDER_MARK = "\uFEFF";
/** What a UTF-8 decoder puts in place of bytes that are not UTF-8 (Node reads files this way). */
const NOT_UTF8 = "\uFFFD";
/** How many such characters are reported: enough to find the rest by; a whole file in another encoding has hundreds. */
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
    problems.push(problemIn({ file }, { code: "byteOrderMark", params: {}, pointer: "" }));
  }
  const notUtf8: Problem[] = [];
  for (const [index, line] of rest.split("\n").entries()) {
    for (let column = line.indexOf(NOT_UTF8); column !== -1; column = line.indexOf(NOT_UTF8, column + 1)) {
      if (notUtf8.length === MAX_REPORTED) break;
      const at = { line: index + 1, column: column + 1 };
      notUtf8.push(problemIn({ file }, { code: "notUtf8", params: { shownAs: NOT_UTF8 }, pointer: "" }, at));
    }
  }
  return { problems: [...problems, ...notUtf8], text: rest };
}
