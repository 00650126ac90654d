import { join } from "node:path";
import { filesUnder } from "../../../scripts/lib/files-under.ts";

const IMAGE = /\.(avif|gif|jpe?g|png|svg|webp)$/i;

/** Every picture under root/public/images, as the address the site shows it at: /images/courses/x.svg */
export function listImages(root: string): string[] {
  return filesUnder(join(root, "public/images"), { links: false })
    .filter((path) => IMAGE.test(path))
    .map((path) => `/images/${path}`)
    .sort();
}
