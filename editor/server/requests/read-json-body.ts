import type { IncomingMessage } from "node:http";
import { parseJsonObject } from "../../../scripts/local-services/form-outbox/parse-json-object.ts";
import { readLimitedBody } from "../../../scripts/local-services/form-outbox/read-limited-body.ts";
import { MAX_JSON_BYTES, MAX_JSON_DEPTH, REFUSALS } from "./editor-refusals.ts";
import { jsonDepth } from "./json-depth.ts";
import { RequestError } from "./request-error.ts";

/**
 * The request's body as a JSON object, or a refusal: too large (413), nested too deep (400: the
 * validator and the formatter recurse on each level) or not a JSON object (400).
 */
export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const bytes = await readLimitedBody(req, MAX_JSON_BYTES);
  if (bytes === "too large") throw new RequestError(REFUSALS.tooLarge);
  if (jsonDepth(bytes.toString("utf8"), MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new RequestError(REFUSALS.tooDeep);
  const body = parseJsonObject(bytes);
  if (!body) throw new RequestError(REFUSALS.notJson);
  return body;
}
