import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * Writes the picture a document names as `src` (/images/...) under root/public, unless a file is
 * already there: a designer's picture is never replaced unless `force` is set. Drawing is lazy so
 * a run that keeps every file draws nothing. Returns whether a file was written.
 */
export function writePublicImage(root: string, src: string, draw: () => string | undefined, force = false): boolean {
  const target = join(root, "public", src);
  if (existsSync(target) && !force) return false;
  const svg = draw();
  if (!svg) return false;
  mkdirSync(dirname(target), { recursive: true });
  // "wx" unless forced: never through a link left at its name, nor over a file written meanwhile.
  writeFileSync(target, svg, { flag: force ? "w" : "wx" });
  return true;
}
