import { readdirSync } from "node:fs";
import { join } from "node:path";
import { IMAGE_FOLDERS } from "../../documents/storage-contract.ts";
import { STAGING } from "./staging-folder.ts";

export interface StagedImage {
  /** The document it was uploaded for: pages/courses/x.json */
  file: string;
  /** The address it will have once saved: /images/courses/x.png */
  src: string;
  /** Where it waits. */
  path: string;
}

/** The pictures waiting for their documents' saves, or for one document's only. */
export function stagedImages(root: string, file?: string): StagedImage[] {
  const base = join(root, STAGING);
  const documents = file === undefined ? names(base) : [encodeURIComponent(file)];
  return documents.flatMap((document) =>
    IMAGE_FOLDERS.flatMap((folder) =>
      names(join(base, document, folder)).map((name) => ({
        file: decodeURIComponent(document),
        src: `/images/${folder}/${name}`,
        path: join(base, document, folder, name),
      })),
    ),
  );
}

function names(folder: string): string[] {
  try {
    return readdirSync(folder).sort();
  } catch {
    return [];
  }
}
