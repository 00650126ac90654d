import { mkdir } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { OutboxOptions } from "./outbox-options.ts";
import { parseJsonObject } from "./parse-json-object.ts";
import { readLimitedBody } from "./read-limited-body.ts";
import { refuse, reply } from "../../lib/refusal.ts";
import { LIMITS, REFUSALS } from "./refusals.ts";
import { uniqueName } from "./file-names.ts";
import { writeAtomically } from "./write-atomically.ts";

/** Saves one submission of `form` as its own file, and answers `{ ok: true }` only once it is on disk. */
export async function saveSubmission(
  req: IncomingMessage,
  res: ServerResponse,
  form: string,
  { outbox, logger }: OutboxOptions,
): Promise<void> {
  const body = await readLimitedBody(req, LIMITS.submissionBytes);
  if (body === "too large") return refuse(res, REFUSALS.submissionTooLarge);
  const fields = parseJsonObject(body);
  if (!fields) return refuse(res, REFUSALS.notAnObject);
  await mkdir(outbox, { recursive: true });
  const file = join(outbox, uniqueName(`${form}.json`));
  await writeAtomically(file, `${JSON.stringify({ form, receivedAt: new Date().toISOString(), fields }, null, 2)}\n`);
  logger.info(`[outbox] ${form} form saved to ${file}`);
  reply(res, 200, { ok: true });
}
