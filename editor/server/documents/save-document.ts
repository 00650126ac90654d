import { mkdirSync, renameSync } from "node:fs";
import { dirname, join } from "node:path";
import { startsBySaving } from "../../../scripts/content-layout/translation-start.ts";
import { checkPageFile } from "../files/check-page-file.ts";
import { writeChecked } from "../files/checked-file.ts";
import { pageAddress } from "../../documents/document-kind.ts";
import { documentVersion } from "../files/document-version.ts";
import { REFUSALS } from "../requests/editor-refusals.ts";
import { formatDocument } from "../../documents/format-document.ts";
import { parseOrUndefined } from "../../documents/parse-or-undefined.ts";
import { placeStagedImages } from "../images/place-staged-images.ts";
import { readDocument } from "../files/read-document.ts";
import { removeUnusedCardPicture } from "../images/remove-unused-card-picture.ts";
import type { Reply } from "../requests/reply.ts";
import { RequestError } from "../requests/request-error.ts";
import { resolveInside } from "../files/resolve-inside.ts";
import { checkSave } from "../../documents/check-save.ts";
import { diskSiteCopy } from "../files/disk-site-copy.ts";

/**
 * Writes a document in the repository's format when it was not changed on disk since it was opened
 * and the validator finds no error in it (warnings are fine). Unchanged data writes nothing, so
 * the file keeps its bytes and its time. A page whose address changed is renamed to the file of
 * its new address, and the links of other documents to its old address are changed to follow it.
 * The pictures uploaded for it are placed in public/images (those it uses) or deleted, and the card
 * picture drawn for it is deleted once nothing uses it.
 */
export async function saveDocument(root: string, body: Record<string, unknown>): Promise<Reply> {
  const { data, version } = body;
  if (data === undefined) throw new RequestError(REFUSALS.missingData);
  if (typeof version !== "string" && version !== null) throw new RequestError(REFUSALS.missingVersion);
  // A null version starts a page's translation: the save makes its file (and its folder, pages/ne/services/).
  const starting = version === null;
  if (starting) startableFolder(root, checkPageFile(body.file));
  const document = readDocument(root, body.file, !starting);
  if ((document.version ?? null) !== version) return conflict(document);
  const saved = (newVersion: string, moved?: object) => ({
    status: 200,
    body: { saved: true, version: newVersion, ...pageAddress(document.file, data), ...moved },
  });
  const before = parseOrUndefined(document.text ?? "");
  if (version !== null && JSON.stringify(data) === JSON.stringify(before)) {
    // Pictures uploaded and then given up on are a change too, abandoned: they go.
    placeStagedImages(root, document.file, document.text ?? "");
    return saved(version);
  }

  const { file, text, problems, move, links } = await checkSave(diskSiteCopy(root), document, data);
  const first = problems.find((problem) => problem.severity === "error");
  if (first) {
    return { status: 422, body: { problems, message: `Fix ${first.place || "the document"}: ${first.message}` } };
  }
  const relinked = await Promise.all(links.map((link) => formatDocument(link.data, link.text)));

  // Checked again just before writing, with nothing awaited from here on: another save may have
  // landed while this one was validated.
  const now = readDocument(root, document.file, !starting);
  if ((now.version ?? null) !== version) return conflict(now);
  const linking = links.map((link) => readDocument(root, link.file));
  if (linking.some(({ text }, i) => text !== links[i].text)) throw new RequestError(REFUSALS.linksChanged);
  const target = resolveInside(root, "pages", file);
  if (move && target.exists) throw new RequestError(REFUSALS.addressTakenMeanwhile);
  // The pictures first, so the document never names one that is not there yet.
  placeStagedImages(root, document.file, text);
  const pages = join(root, "pages");
  if (move) renameSync(document.path, target.path);
  writeChecked(target.path, pages, text, starting ? "either" : "replace");
  linking.forEach(({ path }, i) => writeChecked(path, pages, relinked[i], "replace"));
  removeUnusedCardPicture(root, document.file, before, data);
  return saved(documentVersion(text), move && { move });
}

/**
 * The folder of a translation a save starts, made if it is not there yet: only a page's translation
 * starts so (a new course or service is made by New), in its language's folder.
 */
function startableFolder(root: string, file: string): void {
  if (!startsBySaving(file)) throw new RequestError(REFUSALS.notStartable);
  const folder = resolveInside(root, "pages", dirname(file));
  if (!folder.exists) mkdirSync(folder.path);
}

/** The document as it is now on disk is sent along, for the author to choose field by field. */
function conflict(now: { text?: string; version?: string }): Reply {
  const theirs = now.text === undefined ? undefined : { data: parseOrUndefined(now.text), version: now.version };
  return { status: 409, body: { conflict: true, message: REFUSALS.conflict.message, theirs } };
}
