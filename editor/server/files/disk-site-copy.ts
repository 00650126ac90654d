import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readPageTexts } from "../../../scripts/content-layout/read-page-texts.ts";
import { iconNames } from "../../../scripts/validator/icon-sets.ts";
import { listPublicFolder } from "../../../scripts/validator/public-folder.ts";
import { addressRuleIn } from "../../documents/address/address-rule.ts";
import type { SiteCopy } from "../../documents/site-copy.ts";
import { schemaCheckerFor } from "../documents/schema-checker-for.ts";
import { stagedImages } from "../images/staged-images.ts";

/** The site in a folder of this computer, read as `npm run validate` reads it. */
export function diskSiteCopy(root: string): SiteCopy {
  return {
    pageTexts: () => readPageTexts(root),
    listPublicFolder: listPublicFolder(root),
    publicFolders: () =>
      readdirSync(join(root, "public"), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name),
    schemaChecker: () => schemaCheckerFor(root),
    addressRule: () => addressRuleIn(JSON.parse(readFileSync(join(root, "schema/page.schema.json"), "utf8"))),
    iconNames,
    stagedImages: (file) => stagedImages(root, file).map((image) => image.src),
  };
}
