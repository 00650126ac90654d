import { open, rm } from "node:fs/promises";
import { moveIntoPlace } from "./move-into-place.ts";
import { temporaryNameFor } from "./file-names.ts";

/** Writes `text` to `path` so the file is either absent or whole, and on disk once this resolves. */
export async function writeAtomically(path: string, text: string): Promise<void> {
  const temporary = temporaryNameFor(path);
  try {
    const handle = await open(temporary, "wx");
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await moveIntoPlace(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
