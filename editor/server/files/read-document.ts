import { join } from "node:path";
import { readChecked } from "./checked-file.ts";
import { checkPageFile } from "./check-page-file.ts";
import { documentVersion } from "./document-version.ts";
import { REFUSALS } from "../requests/editor-refusals.ts";
import { RequestError } from "../requests/request-error.ts";
import { resolveInside } from "./resolve-inside.ts";

export interface DocumentOnDisk {
  /** Relative to the root: pages/courses/x.json */
  file: string;
  /** The absolute path. */
  path: string;
  /** The text on disk, and the version of its bytes; undefined when there is no such file yet. */
  text: string | undefined;
  version: string | undefined;
}

/** The document a request names, read after every path check; `mustExist` refuses a missing one. */
export function readDocument(root: string, value: unknown, mustExist = true): DocumentOnDisk {
  const file = checkPageFile(value);
  const { path, exists } = resolveInside(root, "pages", file);
  if (!exists && mustExist) throw new RequestError(REFUSALS.noSuchDocument);
  const bytes = exists ? readChecked(path, join(root, "pages")) : undefined;
  return { file, path, text: bytes?.toString("utf8"), version: bytes && documentVersion(bytes) };
}
