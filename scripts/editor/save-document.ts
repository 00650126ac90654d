import { writeFileSync } from "node:fs";
import { documentKind } from "./document-kind.ts";
import { documentVersion } from "./document-version.ts";
import { REFUSALS } from "./editor-refusals.ts";
import { parseOrUndefined } from "./parse-or-undefined.ts";
import { readDocument } from "./read-document.ts";
import type { Reply } from "./reply.ts";
import { RequestError } from "./request-error.ts";
import { validateDocument } from "./validate-document.ts";

/**
 * Writes a document in the repository's format when it was not changed on disk since it was opened
 * and the validator finds no error in it (warnings are fine). Unchanged data writes nothing, so
 * the file keeps its bytes and its time.
 */
export async function saveDocument(root: string, body: Record<string, unknown>): Promise<Reply> {
  const { data, version } = body;
  if (data === undefined) throw new RequestError(REFUSALS.missingData);
  if (typeof version !== "string") throw new RequestError(REFUSALS.missingVersion);
  const document = readDocument(root, body.file);
  if (document.version !== version) return conflict();
  const saved = (newVersion: string) => ({
    status: 200,
    body: { saved: true, version: newVersion, ...pathOf(document.file, data) },
  });
  if (JSON.stringify(data) === JSON.stringify(parseOrUndefined(document.text ?? ""))) return saved(version);

  const { text, problems } = await validateDocument(root, document, data);
  const first = problems.find((problem) => problem.severity === "error");
  if (first) {
    return { status: 422, body: { problems, message: `Fix ${first.place || "the document"}: ${first.message}` } };
  }
  // Checked again just before writing: another save may have landed while this one was validated.
  if (readDocument(root, document.file).version !== version) return conflict();
  writeFileSync(document.path, text);
  return saved(documentVersion(text));
}

function conflict(): Reply {
  return { status: 409, body: { conflict: true, message: REFUSALS.conflict.message } };
}

function pathOf(file: string, data: unknown): { path?: string } {
  const kind = documentKind(file, data);
  const path = (data as { path?: unknown } | null)?.path;
  return kind !== "site" && kind !== "form" && typeof path === "string" ? { path } : {};
}
