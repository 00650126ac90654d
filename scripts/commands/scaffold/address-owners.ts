import { addressOfFile } from "../../content-layout/content-layout.ts";
import type { PageFile } from "./parsed-page-files.ts";

export interface AddressOwner {
  file: string;
  /** True when the page keeps the address as one of its aliases, not as its own. */
  alias: boolean;
}

/**
 * Every address a page file takes, by its name and by its "path" and "aliases", with the file that
 * takes it first. Read leniently: a half-edited document still keeps its addresses.
 */
export function addressOwners(pages: PageFile[]): Map<string, AddressOwner> {
  const owners = new Map<string, AddressOwner>();
  for (const { file, data } of pages) {
    if (file.split("/").some((part) => part.startsWith("_"))) continue;
    const aliases = Array.isArray(data?.aliases) ? (data.aliases as unknown[]) : [];
    const addresses = [addressOfFile(file), data?.path, ...aliases];
    addresses.forEach((address, index) => {
      if (typeof address === "string" && !owners.has(address)) owners.set(address, { file, alias: index > 1 });
    });
  }
  return owners;
}
