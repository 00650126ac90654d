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

/** The site as a branch has it: the texts of pages/ and their versions, the files of public/, the pictures. */
export interface BranchCopy {
  commit: string;
  texts: Map<string, string>;
  versions: Map<string, string>;
  /** Every file under public/, by its address on the site: /images/courses/x.svg */
  publicFiles: string[];
  /** The pictures among them, under /images/. */
  images: string[];
  /** Each picture's version (blob id), by its address. */
  imageVersions: Map<string, string>;
}

const IMAGE = /\.(avif|gif|jpe?g|png|svg|webp)$/i;
/** Texts by version: a version's text never changes, so each is read once. */
const textsRead = new Map<string, Promise<string>>();

/** The draft's files (main's until its first save): the texts of its documents, and the names of the others. */
export async function branchCopy(git: GitStorage, draft: string): Promise<BranchCopy> {
  const { commit, files } = await git.files(draft, ["pages", "public"]);
  const versions = new Map([...files].filter(([path]) => path.startsWith("pages/") && path.endsWith(".json")).sort());
  // Asked for all at once, so that those this browser lacks come in one fetch.
  const reads = [...versions].map(([path, version]) => {
    if (!textsRead.has(version)) textsRead.set(version, git.text(version));
    return textsRead.get(version)!.then((text) => [path, text] as const);
  });
  const texts = new Map(await Promise.all(reads));
  const publicFiles = [...files.keys()].filter((path) => path.startsWith("public/")).map((path) => path.slice(6));
  const images = publicFiles.filter((path) => path.startsWith("/images/") && IMAGE.test(path)).sort();
  const imageVersions = new Map(images.map((src) => [src, files.get(`public${src}`)!]));
  return { commit, texts, versions, publicFiles, images, imageVersions };
}

/** A branch's copy as the document logic reads a site, checked by the rules the editor was built with. */
export function siteCopyOf(
  { texts, publicFiles }: BranchCopy,
  rules: SiteRules,
  stagedImages: (file: string) => string[],
): SiteCopy {
  return {
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
}
