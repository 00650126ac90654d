import { NOT_FOUND } from "../../../scripts/commands/prerender/render-pages-task.ts";

/**
 * Addresses no page may take, with what each is kept for: a page there would be written over, or
 * would hide, something the site needs. The folders of public/ are served at their names.
 */
export function reservedAddresses(publicFolders: readonly string[]): Map<string, string> {
  const reserved = new Map([
    // pages/home.json is "/": a file named home.json anywhere is the home page.
    ["/home", "the home page"],
    [NOT_FOUND, "the page visitors see at an address that does not exist"],
    // Vite's build.assetsDir.
    ["/assets", "the site's scripts and styles"],
  ]);
  for (const folder of publicFolders) reserved.set(`/${folder}`, `the site's ${folder}`);
  return reserved;
}
