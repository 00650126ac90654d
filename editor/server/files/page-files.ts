import { readdirSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * Every .json file under root/pages that the editor offers, relative to root with forward slashes.
 * Unlike readPageTexts (scripts/build-plugins/pages-loader/), which reads what the validator reads, links are left
 * out and linked folders are not entered: the editor offers to open and save only files that are
 * really there, never what a link leads to.
 */
export function pageFiles(root: string): string[] {
  return readdirSync(join(root, "pages"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .sort();
}
