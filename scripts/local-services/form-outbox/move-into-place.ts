import { open, rename } from "node:fs/promises";
import { dirname } from "node:path";

/**
 * Renames a complete temporary file to its final name, then flushes the folder so the new name
 * itself survives a power cut. Windows cannot open a folder to flush it; there the rename stands as is.
 */
export async function moveIntoPlace(temporary: string, final: string): Promise<void> {
  await rename(temporary, final);
  const folder = await open(dirname(final), "r").catch(() => undefined);
  try {
    await folder?.sync();
  } catch {
    // Some file systems refuse to flush a folder; the file's own contents are already on disk.
  } finally {
    await folder?.close();
  }
}
