import { join } from "node:path";
import { rmSync } from "node:fs";

/**
 * Where uploaded pictures wait for the save of the document they were chosen for: outside public/,
 * so the site never serves, and git never sees, a picture of a change that was not saved
 * (.gitignore has it; the dev server empties it when it starts).
 */
export const STAGING = ".editor-staging";

/** The folder of one document's waiting pictures: .editor-staging/pages%2Fcourses%2Fx.json/<folder>/ */
export function stagingFolder(root: string, file: string): string {
  return join(root, STAGING, encodeURIComponent(file));
}

/** Deletes every picture still waiting: when the dev server starts, no author has a change open. */
export function clearStaging(root: string): void {
  rmSync(join(root, STAGING), { recursive: true, force: true });
}
