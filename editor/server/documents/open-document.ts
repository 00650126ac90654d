import type { OpenedDocument } from "../../documents/storage-contract.ts";
import { openedDocument } from "../../documents/opened-document.ts";
import { readDocument } from "../files/read-document.ts";
import { RequestError } from "../requests/request-error.ts";

/** A document as it is on disk, with the version a save must name. */
export function openDocument(root: string, value: unknown): OpenedDocument {
  const { file, text = "", version = "" } = readDocument(root, value);
  const opened = openedDocument(file, text, version);
  if ("status" in opened) throw new RequestError(opened);
  return opened;
}
