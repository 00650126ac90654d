import { readFileSync } from "node:fs";
import { extname } from "node:path";
import type { Connect } from "vite";
import { IMAGE_HEADERS } from "../../../scripts/build-plugins/headers/host-headers.ts";
import { stagedImages } from "./staged-images.ts";

const TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
};

/**
 * Serves a picture waiting for its document's save at the address it will have once saved, so
 * the editor and its preview show it as the site will; every other request passes on (public/
 * is Vite's to serve).
 */
export function serveStagedImage(root: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = (req.url ?? "").split("?")[0];
    if ((req.method !== "GET" && req.method !== "HEAD") || !path.startsWith("/images/")) return next();
    const image = stagedImages(root).find((staged) => staged.src === path);
    if (!image) return next();
    res.setHeader("Content-Type", TYPES[extname(image.path)] ?? "application/octet-stream");
    // As every picture under /images/: opened on its own, it runs nothing.
    for (const [name, value] of Object.entries(IMAGE_HEADERS)) res.setHeader(name, value);
    res.end(req.method === "HEAD" ? undefined : readFileSync(image.path));
  };
}
