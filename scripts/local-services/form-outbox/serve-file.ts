import { createReadStream } from "node:fs";
import type { ServerResponse } from "node:http";
import { basename, join } from "node:path";
import { refuse } from "../../lib/refusal.ts";
import { REFUSALS } from "./refusals.ts";

/** Sends a saved upload back. A name with a dot first is a file still being written, never served. */
export function serveFile(folder: string, name: string, res: ServerResponse): void {
  if (name.startsWith(".") || name !== basename(name)) return refuse(res, REFUSALS.noSuchFile);
  const file = createReadStream(join(folder, name));
  file.on("open", () => {
    res.setHeader("Content-Type", "application/octet-stream");
    file.pipe(res);
  });
  file.on("error", () => (res.headersSent ? res.destroy() : refuse(res, REFUSALS.noSuchFile)));
}
