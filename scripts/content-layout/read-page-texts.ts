import { readFileSync } from "node:fs";
import { join } from "node:path";
import { filesUnder } from "../lib/files-under.ts";

/**
 * The one way the scripts read pages/: every JSON file under root/pages (documents, _site.json and
 * _forms/), by file name relative to root with forward slashes (pages/courses/x.json), sorted, with
 * its text as saved. What to make of the text (validate it, or parse it leniently) is the caller's.
 */
export function readPageTexts(root: string): Map<string, string> {
  const files = filesUnder(join(root, "pages"))
    .filter((name) => name.endsWith(".json"))
    .map((name) => `pages/${name}`)
    .sort();
  return new Map(files.map((file) => [file, readFileSync(join(root, file), "utf8")]));
}
