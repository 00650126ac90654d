import type { SchemaChecker } from "../../scripts/validator/create-ajv.ts";
import type { IconNames } from "../../scripts/validator/icon-names.ts";
import type { ListPublicFolder } from "../../scripts/validator/public-folder.ts";

/** How the page schema says an address is written: its pattern, and examples of one. */
export interface AddressRule {
  pattern: string;
  examples: string[];
}

/**
 * The site's files as the editor's document logic reads them, from wherever they are: a folder on
 * this computer (editor/server/files/disk-site-copy.ts), or a commit fetched from a git host into
 * a browser (editor/browser/storage/git/). The logic in this folder reads nothing else.
 */
export interface SiteCopy {
  /** Every JSON file under pages/, by its path from the root (pages/courses/x.json), sorted, with its text. */
  pageTexts(): Map<string, string>;
  /** The file names in one folder of public/ ("/images/courses"). */
  listPublicFolder: ListPublicFolder;
  /** The folders directly in public/ ("images", "icons"): the site serves them at their names. */
  publicFolders(): string[];
  /** The validator's schema checker for this copy's schemas. */
  schemaChecker(): SchemaChecker;
  addressRule(): AddressRule;
  /** The names of each icon set the documents may use. */
  iconNames: IconNames;
  /** The addresses of the pictures uploaded for a document, waiting for its save (/images/courses/x.png). */
  stagedImages(file: string): string[];
}
