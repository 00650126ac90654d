import { readdirSync } from "node:fs";
import { join, relative } from "node:path";

const IMAGE = /\.(avif|gif|jpe?g|png|svg|webp)$/i;

/** Every picture under root/public/images, as the address the site shows it at: /images/courses/x.svg */
export function listImages(root: string): string[] {
  const public_ = join(root, "public");
  return readdirSync(join(public_, "images"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && IMAGE.test(entry.name))
    .map((entry) => `/${relative(public_, join(entry.parentPath, entry.name)).split("\\").join("/")}`)
    .sort();
}
