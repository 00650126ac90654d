import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The built files of `dir` (under `root`) a browser or the server loads: scripts, pages, data, styles. */
export function builtFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(js|mjs|html|json|css)$/.test(file))
    .map((file) => join(dir, file));
}

/** Where a build holds any of the markers of a development-only feature, as "file: marker". */
export function tracesIn(root: string, files: readonly string[], markers: readonly string[]): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(join(root, file), "utf8");
    return markers.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
  });
}
