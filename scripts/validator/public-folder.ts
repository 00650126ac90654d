import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * The file names in one folder of public/ ("/images/courses"), or [] when there is no such
 * folder. The validator asks this instead of the disk so tests can give it any folder they like.
 */
export type ListPublicFolder = (folder: string) => readonly string[];

/**
 * Lists DIR/public, once per folder. Existence is decided from the listing, not existsSync, so a
 * path that differs only in capitals fails here as it would on the (case-sensitive) web server.
 */
export function listPublicFolder(root: string): ListPublicFolder {
  const listings = new Map<string, readonly string[]>();
  return (folder) => {
    let names = listings.get(folder);
    if (!names) {
      try {
        names = readdirSync(join(root, "public", folder), { withFileTypes: true })
          .filter((entry) => entry.isFile() || entry.isSymbolicLink())
          .map((entry) => entry.name);
      } catch {
        names = [];
      }
      listings.set(folder, names);
    }
    return names;
  };
}
