import { existsSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import type { Connect } from "vite";
import { IMAGE_HEADERS } from "../../../scripts/build-plugins/headers/host-headers.ts";
import { IMAGE_FOLDERS } from "../../documents/storage-contract.ts";
import { stagedImages } from "./staged-images.ts";

const TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
};

/** The address of a picture the editor may have saved: its folders, the names image-slug.ts gives, the types above. */
const SAVED_PICTURE = new RegExp(
  `^/images/(${IMAGE_FOLDERS.join("|")})/[a-z0-9][a-z0-9-]*(${Object.keys(TYPES).join("|").replaceAll(".", "\\.")})$`,
);

/**
 * Serves a picture waiting for its document's save at the address it will have once saved, so
 * the editor and its preview show it as the site will; every other request passes on (public/
 * is Vite's to serve). With `saved`, on `npm run preview`, which serves a build: also the pictures
 * the editor saved into public/images/ since that build.
 */
export function serveStagedImage(root: string, { saved = false } = {}): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = (req.url ?? "").split("?")[0];
    if ((req.method !== "GET" && req.method !== "HEAD") || !path.startsWith("/images/")) return next();
    const file =
      stagedImages(root).find((staged) => staged.src === path)?.path ??
      (saved && SAVED_PICTURE.test(path) && existsSync(join(root, "public", path))
        ? join(root, "public", path)
        : undefined);
    if (!file) return next();
    res.setHeader("Content-Type", TYPES[extname(file)] ?? "application/octet-stream");
    // As every picture under /images/: opened on its own, it runs nothing.
    for (const [name, value] of Object.entries(IMAGE_HEADERS)) res.setHeader(name, value);
    res.end(req.method === "HEAD" ? undefined : readFileSync(file));
  };
}
