import type { SchemaChecker } from "../../../../scripts/validator/create-ajv";
import type { IconNames } from "../../../../scripts/validator/icon-names";
import type { DrawCard } from "../../../documents/new-page/new-page-files";
import type { AddressRule, SiteCopy } from "../../../documents/site-copy";
import type { GitStorage } from "./git-storage";

/** What the editor brings with its build rather than reading from the repository. */
export interface SiteRules {
  schemaChecker(): SchemaChecker;
  addressRule(): AddressRule;
  iconNames: IconNames;
  /** Draws a New page's card picture, fetching only the icons it shows. */
  drawCard: DrawCard;
}

/** The site as a branch has it: the texts of pages/ and their versions, the pictures, and a SiteCopy over them. */
export interface BranchCopy {
  commit: string;
  texts: Map<string, string>;
  versions: Map<string, string>;
  /** Every picture under public/images, by the address the site shows it at: /images/courses/x.svg */
  images: string[];
  site: SiteCopy;
}

const IMAGE = /\.(avif|gif|jpe?g|png|svg|webp)$/i;
/** Texts by version: a version's text never changes, so each is read once. */
const textsRead = new Map<string, Promise<string>>();

/** The draft's files (main's until its first save), read into a SiteCopy for the document logic. */
export async function branchCopy(
  git: GitStorage,
  draft: string,
  rules: SiteRules,
  stagedImages: (file: string) => string[] = () => [],
): Promise<BranchCopy> {
  const { commit, files } = await git.files(draft, ["pages", "public"]);
  const versions = new Map([...files].filter(([path]) => path.startsWith("pages/") && path.endsWith(".json")).sort());
  const texts = new Map<string, string>();
  for (const [path, version] of versions) {
    if (!textsRead.has(version)) textsRead.set(version, git.text(version));
    texts.set(path, await textsRead.get(version)!);
  }
  const publicFiles = [...files.keys()].filter((path) => path.startsWith("public/")).map((path) => path.slice(6));
  const site: SiteCopy = {
    pageTexts: () => new Map(texts),
    listPublicFolder: (folder) =>
      publicFiles
        .filter((path) => path.startsWith(`${folder}/`) && !path.slice(folder.length + 1).includes("/"))
        .map((path) => path.slice(folder.length + 1)),
    // "/images/courses/x.svg": a file in a folder of public/, whose name is its second part.
    publicFolders: () => [
      ...new Set(
        publicFiles
          .map((path) => path.split("/"))
          .filter((parts) => parts.length > 2)
          .map((parts) => parts[1]),
      ),
    ],
    schemaChecker: rules.schemaChecker,
    addressRule: rules.addressRule,
    iconNames: rules.iconNames,
    stagedImages,
  };
  const images = publicFiles.filter((path) => path.startsWith("/images/") && IMAGE.test(path)).sort();
  return { commit, texts, versions, images, site };
}
