import { basename, join, relative } from "node:path";
import { filesNotLinked } from "./files-not-linked.ts";

/**
 * Every .json file under root/pages that the editor offers, relative to root with forward slashes.
 * Unlike readPageTexts (scripts/build-plugins/pages-loader/), which reads what the validator reads, links are left
 * out and linked folders are not entered: the editor offers to open and save only files that are
 * really there, never what a link leads to.
 */
export function pageFiles(root: string): string[] {
  return filesNotLinked(join(root, "pages"))
    .filter((path) => basename(path).endsWith(".json"))
    .map((path) => relative(root, path).split("\\").join("/"))
    .sort();
}
