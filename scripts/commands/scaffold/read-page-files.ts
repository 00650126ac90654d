import { readPageTexts } from "../../build-plugins/pages-loader/read-page-texts.ts";
import { parsedPageFiles, type PageFile } from "./parsed-page-files.ts";

export type { PageFile };

/** Every JSON file under root/pages, read leniently (parsed-page-files.ts). */
export function readPageFiles(root: string): PageFile[] {
  return parsedPageFiles(readPageTexts(root));
}
