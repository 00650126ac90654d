import { mkdir } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { OUTBOX_PATH } from "../../../src/forms/transports/config.ts";
import type { OutboxOptions } from "./outbox-options.ts";
import { receiveFile } from "./receive-file.ts";
import { refuse, reply } from "../../lib/refusal.ts";
import { LIMITS } from "./refusals.ts";

/** Saves an uploaded file under files/ and answers with its address, as the media service would. */
export async function saveUpload(req: IncomingMessage, res: ServerResponse, { outbox, logger }: OutboxOptions) {
  const folder = join(outbox, "files");
  await mkdir(folder, { recursive: true });
  const received = await receiveFile(req, folder, LIMITS.uploadBytes);
  if ("refused" in received) return refuse(res, received.refused);
  logger.info(`[outbox] upload saved to ${join(folder, received.saved)}`);
  reply(res, 200, { secure_url: `http://${req.headers.host ?? "localhost"}${OUTBOX_PATH}/files/${received.saved}` });
}
