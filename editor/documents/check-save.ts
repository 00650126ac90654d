import type { AddressMove, FieldProblem } from "./storage-contract.ts";
import { fieldPlace } from "../browser/fields/field-place.ts";
import { parseJsonSource } from "../../scripts/validator/json-source.ts";
import type { Problem } from "../../scripts/validator/problem.ts";
import type { ListPublicFolder } from "../../scripts/validator/public-folder.ts";
import { checkTexts } from "../../scripts/validator/validate-texts.ts";
import { formatDocument } from "./format-document.ts";
import { atNewAddress, linksToMove, type LinkUpdate } from "./address/relink.ts";
import { planAddressMove } from "./address/plan-address-move.ts";
import type { SiteCopy } from "./site-copy.ts";

/** A document of pages/ as it is before the save: its file, and its text (undefined for a new file). */
export interface DocumentText {
  file: string;
  text: string | undefined;
}

export interface CheckedSave {
  /** Where a save writes the document: its own file, or the file of the new address it moves to. */
  file: string;
  /** The text a save would write. */
  text: string;
  /** This document's problems, each at its field in the words of a form. */
  problems: FieldProblem[];
  /** When the page moves to a new address: where, and the other documents whose links follow it. */
  move?: AddressMove;
  links: LinkUpdate[];
}

/**
 * Runs the whole validator as `npm run validate` would after saving `data`: every other document
 * as it is in the site's copy and this one as the text a save would write, so lines and columns are the
 * saved file's, and problems only another document can reveal (a duplicated address, a link to
 * a page that is gone) are found too. A page whose address changed is checked as saved at that
 * address, under its new file name; when it cannot move there, the address field says why. The
 * pictures uploaded for it count as in public/, where its save puts them.
 *
 * With `asWritten: false` the document is checked as plain JSON rather than as the text a save writes
 * (no Prettier, which a browser would fetch first): the same problems at the same fields, but the
 * lines and columns, and the `text`, are not the saved file's.
 */
export async function checkSave(
  site: SiteCopy,
  document: DocumentText,
  data: unknown,
  { asWritten = true }: { asWritten?: boolean } = {},
): Promise<CheckedSave> {
  const checker = site.schemaChecker();
  const planned = planAddressMove(site, document.file, data);
  const refusal = planned?.refusal;
  const moving = planned && !refusal ? planned : undefined;
  const saved = moving ? atNewAddress(data, moving, checker) : data;
  const text = asWritten ? await formatDocument(saved, document.text) : `${JSON.stringify(saved, null, 2)}\n`;
  const file = moving?.file ?? document.file;
  // Read as `npm run validate` reads them, so the answer is the one it would give.
  const texts = site.pageTexts();
  if (moving) texts.delete(document.file);
  texts.set(file, text);
  const listFolder = withStaged(site.listPublicFolder, site.stagedImages(document.file));
  const { problems } = checkTexts(texts, { checker, listFolder, iconNames: site.iconNames });
  const own = problems.filter((problem) => problem.file === file).map((problem) => fieldProblem(problem, saved));
  if (!moving) return { file, text, problems: refusal ? withRefusal(own, refusal, text, saved) : own, links: [] };
  const { from, to } = moving;
  const links = linksToMove(texts, checker, { from, to, except: file });
  const aliases = (saved as { aliases?: unknown[] }).aliases ?? [];
  return {
    file,
    text,
    problems: own,
    move: { from, to, file, linkedFrom: links.map((link) => link.title).sort(), keptOld: aliases.includes(from) },
    links,
  };
}

/** public/ as it will be once the document is saved: with the pictures waiting for it. */
function withStaged(listFolder: ListPublicFolder, staged: readonly string[]): ListPublicFolder {
  return (folder) => [
    ...listFolder(folder),
    ...staged.filter((src) => src.startsWith(`${folder}/`)).map((src) => src.slice(folder.length + 1)),
  ];
}

/** A problem as the form shows it: its form words where the validator has them, at the field they name. */
function fieldProblem(
  { severity, pointer, line, column, message, hint, code, form }: Problem,
  data: unknown,
): FieldProblem {
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
    ...(code !== undefined && { code }),
    ...(form?.fix !== undefined && { fix: form.fix }),
  };
}

/** The address field's problem is why the page cannot move: it replaces what the validator said there. */
function withRefusal(problems: FieldProblem[], message: string, text: string, data: unknown): FieldProblem[] {
  const refusal: FieldProblem = {
    severity: "error",
    pointer: "/path",
    place: fieldPlace(data, "/path"),
    message,
    ...parseJsonSource(text).locate("/path"),
  };
  return [refusal, ...problems.filter((problem) => problem.pointer !== "/path")].sort(
    (a, b) => a.line - b.line || a.column - b.column,
  );
}
