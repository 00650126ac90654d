import { rmSync } from "node:fs";
import { join } from "node:path";
import { STAGING } from "./staging-folder.ts";

/** Deletes every picture still waiting: when the dev server starts, no author has a change open. */
export function clearStaging(root: string): void {
  rmSync(join(root, STAGING), { recursive: true, force: true });
}
