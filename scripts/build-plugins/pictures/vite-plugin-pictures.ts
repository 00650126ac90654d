import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { Plugin } from "vite";
import { PROJECT_ROOT } from "../../lib/project-root.ts";
import { madeFiles, serveDocumentPictures } from "./serve-document-pictures.ts";
import { stripOriginals } from "./strip-originals.ts";
import { cacheCounts } from "./picture-cache.ts";

const PAGE_FILE = /^pages\/.+\.json$/;

/**
 * A build's photos: each page document's pictures get what the build made of them (their `served`
 * sizes and formats, serve-document-pictures.ts) before the page reads it; the site's build writes
 * those files into /pictures/ and rewrites every photo under /images/ without its metadata. The dev
 * server shows the pictures as they are; the editor's build has none.
 */
export function picturesPlugin(): Plugin {
  let building = false;
  let writesFiles = false;
  let outDir = "";
  return {
    name: "pictures",
    // Before Vite's JSON plugin turns the document into a module.
    enforce: "pre",
    configResolved(config) {
      building = config.command === "build" && config.mode !== "editor";
      writesFiles = building && !config.build.ssr;
      outDir = resolve(config.root, config.build.outDir);
    },
    async transform(code, id) {
      if (!building || !PAGE_FILE.test(relative(PROJECT_ROOT, id).split("\\").join("/"))) return undefined;
      const document: unknown = JSON.parse(code);
      await serveDocumentPictures(document, PROJECT_ROOT);
      return { code: JSON.stringify(document), map: null };
    },
    async generateBundle() {
      if (!writesFiles) return;
      for (const { fileName, cached } of await madeFiles()) {
        this.emitFile({ type: "asset", fileName, source: readFileSync(cached) });
      }
    },
    async writeBundle() {
      if (!writesFiles) return;
      const rewritten = await stripOriginals(join(outDir, "images"));
      const files = (await madeFiles()).length;
      // Said only when there are photos: a site of drawings has nothing to make.
      if (files + rewritten > 0) {
        console.log(
          `pictures: ${files} files for the pages' photos and ${rewritten} photos under /images/ without their metadata (${cacheCounts.made} made now, the rest from the cache)`,
        );
      }
    },
  };
}
