import { rmSync } from "node:fs";
import { join } from "node:path";
import { planDeletion } from "../../documents/delete-page/plan-deletion.ts";
import { formatDocument } from "../../documents/format-document.ts";
import { writeChecked } from "../files/checked-file.ts";
import { diskSiteCopy } from "../files/disk-site-copy.ts";
import { readDocument } from "../files/read-document.ts";
import { REFUSALS } from "../requests/editor-refusals.ts";
import type { Reply } from "../requests/reply.ts";
import { RequestError } from "../requests/request-error.ts";

/**
 * Deletes a page of this computer's files when it was not changed on disk since it was opened, as
 * planDeletion says: the links of other pages to it named first, or led to the page the author chose
 * to take its address. The files it changes are checked again just before they are written.
 */
export async function deletePage(root: string, body: Record<string, unknown>): Promise<Reply> {
  const { version, keepAddressFor } = body;
  if (typeof version !== "string") throw new RequestError(REFUSALS.missingVersion);
  if (keepAddressFor !== undefined && typeof keepAddressFor !== "string") throw new RequestError(REFUSALS.badKeeper);
  const document = readDocument(root, body.file);
  if (document.version !== version)
    return { status: 409, body: { conflict: true, message: REFUSALS.conflict.message } };
  const keeper = keepAddressFor === undefined ? undefined : readDocument(root, keepAddressFor).file;
  const plan = planDeletion(diskSiteCopy(root), document.file, keeper);
  // An outcome the dialog shows, not a failure: the author chooses where its address leads.
  if (plan.kind === "linked")
    return { status: 200, body: { linked: true, message: plan.message, linkedFrom: plan.linkedFrom } };
  if (plan.kind === "refused") return { status: 422, body: { message: plan.message } };

  const touched = plan.writes.map(({ file }) => readDocument(root, file));
  const texts = await Promise.all(
    plan.writes.map(({ data }, i) => (data === null ? null : formatDocument(data, touched[i].text))),
  );
  // Nothing awaited from here on: a save may have landed while this was planned.
  const now = plan.writes.map(({ file }) => readDocument(root, file));
  if (now.some(({ version: was }, i) => was !== touched[i].version)) throw new RequestError(REFUSALS.linksChanged);
  const pages = join(root, "pages");
  now.forEach(({ path }, i) => {
    const text = texts[i];
    if (text === null) rmSync(path);
    else writeChecked(path, pages, text, "replace");
  });
  return { status: 200, body: { deleted: true, relinked: plan.relinked } };
}
