import type { FieldProblem } from "../../src/editor/editor-api.ts";
import { fieldPlace } from "../../src/editor/field-place.ts";
import { readPageTexts } from "../content/read-page-texts.ts";
import type { Problem } from "../validator/problem.ts";
import { listPublicFolder } from "../validator/public-folder.ts";
import { validateTexts } from "../validator/validate-pages.ts";
import { formatDocument } from "./format-document.ts";
import type { DocumentOnDisk } from "./read-document.ts";
import { schemaCheckerFor } from "./schema-checker-for.ts";

export interface CheckedSave {
  /** The text a save would write. */
  text: string;
  /** This document's problems, each at its field in the words of a form. */
  problems: FieldProblem[];
}

/**
 * Runs the whole validator as `npm run validate` would after saving `data`: every other document
 * as it is on disk and this one as the text a save would write, so lines and columns are the
 * saved file's, and problems only another document can reveal (a duplicated address, a link to
 * a page that is gone) are found too.
 */
export async function validateDocument(root: string, document: DocumentOnDisk, data: unknown): Promise<CheckedSave> {
  const text = await formatDocument(data, document.text);
  // Read as `npm run validate` reads them, so the answer is the one it would give.
  const texts = readPageTexts(root);
  texts.set(document.file, text);
  const { problems } = validateTexts(texts, schemaCheckerFor(root), listPublicFolder(root));
  return {
    text,
    problems: problems.filter((problem) => problem.file === document.file).map((problem) => inForm(problem, data)),
  };
}

/** A problem as the form shows it: its form words where the validator has them, at the field they name. */
function inForm({ severity, pointer, line, column, message, hint, form }: Problem, data: unknown): FieldProblem {
  const field = form?.pointer ?? pointer;
  const words = form ?? { message, hint };
  return {
    severity,
    pointer: field,
    place: fieldPlace(data, field),
    line,
    column,
    message: words.message,
    ...(words.hint !== undefined && { hint: words.hint }),
  };
}
