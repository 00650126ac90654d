import { basename, dirname, join } from "node:path";

/**
 * Where a file is written before it is renamed to `path`: the same folder, so the rename is atomic,
 * and a leading dot, so listings and the file route pass over a file still being written.
 */
export function temporaryNameFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.part`);
}
