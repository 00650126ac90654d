import { randomUUID } from "node:crypto";
import { basename, dirname, join } from "node:path";

/**
 * A file name no other submission can take, however many arrive in the same millisecond: the time
 * first, so a folder listing reads in order of arrival, then a random UUID, then `suffix`.
 */
export function uniqueName(suffix: string): string {
  return `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}-${suffix}`;
}

/**
 * Where a file is written before it is renamed to `path`: the same folder, so the rename is atomic,
 * and a leading dot, so listings and the file route pass over a file still being written.
 */
export function temporaryNameFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.part`);
}
