import type { Refusal } from "../../scripts/lib/refusal.ts";
import { syntaxProblems } from "../../scripts/validator/syntax-problems.ts";
import type { OpenedDocument } from "./storage-contract.ts";
import { documentKind } from "./document-kind.ts";

export const NOT_A_PAGE: Refusal = {
  status: 400,
  message:
    "Files whose name starts with _ are not pages, and the site does not use this one, so the editor does not open it.",
};

/** A document's text as the editor opens it, or why it cannot: not readable JSON, or not a file the site uses. */
export function openedDocument(file: string, text: string, version: string): OpenedDocument | Refusal {
  const [problem] = syntaxProblems(text).problems;
  if (problem) {
    return {
      status: 422,
      message: `${file} is not readable JSON, so the editor cannot open it: line ${problem.line}, column ${problem.column}: ${problem.message} Fix it in a text editor, then reload.`,
    };
  }
  const data: unknown = JSON.parse(text);
  const kind = documentKind(file, data);
  return kind ? { file, kind, data, version } : NOT_A_PAGE;
}
