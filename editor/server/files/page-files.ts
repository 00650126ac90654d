import { join } from "node:path";
import { filesUnder } from "../../../scripts/lib/files-under.ts";

/**
 * Every .json file under root/pages that the editor offers, relative to root with forward slashes.
 * Unlike readPageTexts (scripts/build-plugins/pages-loader/), which reads what the validator reads, links are left
 * out and linked folders are not entered: the editor offers to open and save only files that are
 * really there, never what a link leads to.
 */
export function pageFiles(root: string): string[] {
  return filesUnder(join(root, "pages"), { links: false })
    .filter((path) => path.endsWith(".json"))
    .map((path) => `pages/${path}`)
    .sort();
}
