import { basename, join, relative } from "node:path";
import { filesNotLinked } from "../files/files-not-linked.ts";

const IMAGE = /\.(avif|gif|jpe?g|png|svg|webp)$/i;

/** Every picture under root/public/images, as the address the site shows it at: /images/courses/x.svg */
export function listImages(root: string): string[] {
  const public_ = join(root, "public");
  return filesNotLinked(join(public_, "images"))
    .filter((path) => IMAGE.test(basename(path)))
    .map((path) => `/${relative(public_, path).split("\\").join("/")}`)
    .sort();
}
