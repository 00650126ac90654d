import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { threadId } from "node:worker_threads";
import { PROJECT_ROOT } from "../../lib/project-root.ts";

/**
 * Kept between builds (npm ci empties it): a picture is made again only when its bytes or our
 * settings change. PICTURE_CACHE_DIR puts it elsewhere (the bench's cold builds).
 */
export const PICTURE_CACHE = process.env.PICTURE_CACHE_DIR ?? join(PROJECT_ROOT, "node_modules/.cache/site-pictures");

/** How many files this process made, rather than found in the cache: what a build says it redid. */
export const cacheCounts = { made: 0 };

/** A file of the cache, made by `make` the first time only. */
export async function cachedFile(path: string, make: () => Promise<Uint8Array>): Promise<string> {
  if (existsSync(path)) return path;
  const bytes = await make();
  cacheCounts.made += 1;
  mkdirSync(dirname(path), { recursive: true });
  // Written aside, then renamed: two builds side by side (npm test's) may make the same file at once,
  // and a build stopped halfway never leaves half a picture.
  const aside = `${path}.${process.pid}-${threadId}`;
  writeFileSync(aside, bytes);
  renameSync(aside, path);
  return path;
}

/** What is known of a picture from its bytes, kept beside its files. */
export async function cachedFacts<T>(path: string, learn: () => Promise<T>): Promise<T> {
  await cachedFile(path, async () => Buffer.from(JSON.stringify(await learn())));
  return JSON.parse(readFileSync(path, "utf8")) as T;
}
