import { readdirSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * Every file under a folder, by its path relative to the folder with forward slashes, as Node 20's
 * recursive readdirSync listed them: a linked folder is listed as itself, never entered (from Node 24 on,
 * readdirSync's own `recursive` enters it, and a link to / would have a push's check read the whole
 * disk). With `links: false`, links are left out too: only what is really there.
 */
export function filesUnder(folder: string, { links = true }: { links?: boolean } = {}): string[] {
  const walk = (at: string): string[] =>
    readdirSync(at, { withFileTypes: true }).flatMap((entry) => {
      const path = join(at, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.isFile() || (links && entry.isSymbolicLink()) ? [relative(folder, path).split("\\").join("/")] : [];
    });
  return walk(folder);
}
