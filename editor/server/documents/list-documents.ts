import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { DocumentListItem } from "../../documents/storage-contract.ts";
import { documentList } from "../../documents/document-list.ts";
import { pageFiles } from "../files/page-files.ts";

/** Every document in root/pages the site uses, grouped by kind, then by title. */
export function listDocuments(root: string): DocumentListItem[] {
  return documentList(new Map(pageFiles(root).map((file) => [file, readFileSync(join(root, file), "utf8")])));
}
