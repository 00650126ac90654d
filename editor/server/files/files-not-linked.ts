import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Every file under a folder that is really there, by its path: a link is left out, and a linked folder
 * is not entered (readdirSync's own `recursive` enters linked folders from Node 24 on).
 */
export function filesNotLinked(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesNotLinked(path);
    return entry.isFile() ? [path] : [];
  });
}
