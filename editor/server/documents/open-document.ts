import type { OpenedDocument } from "../../browser/storage/editor-api.ts";
import { syntaxProblems } from "../../../scripts/validator/syntax-problems.ts";
import { documentKind } from "../../documents/document-kind.ts";
import { REFUSALS } from "../requests/editor-refusals.ts";
import { readDocument } from "../files/read-document.ts";
import { RequestError } from "../requests/request-error.ts";

/** A document as it is on disk, with the version a save must name. */
export function openDocument(root: string, value: unknown): OpenedDocument {
  const { file, text = "", version = "" } = readDocument(root, value);
  const [problem] = syntaxProblems(text).problems;
  if (problem) {
    throw new RequestError({
      status: 422,
      message: `${file} is not readable JSON, so the editor cannot open it: line ${problem.line}, column ${problem.column}: ${problem.message} Fix it in a text editor, then reload.`,
    });
  }
  const data: unknown = JSON.parse(text);
  const kind = documentKind(file, data);
  if (!kind) throw new RequestError(REFUSALS.unusedFile);
  return { file, kind, data, version };
}
