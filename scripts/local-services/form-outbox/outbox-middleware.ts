import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { Connect } from "vite";
import { OUTBOX_PATH } from "../../../src/forms/transports/config.ts";
import { fromOwnOrigin } from "./from-own-origin.ts";
import { knownForms } from "./known-forms.ts";
import type { OutboxOptions } from "./outbox-options.ts";
import { refuse } from "../../lib/refusal.ts";
import { REFUSALS } from "./refusals.ts";
import { saveSubmission } from "./save-submission.ts";
import { saveUpload } from "./save-upload.ts";
import { serveFile } from "./serve-file.ts";

/**
 * Answers POST /__outbox/<form> (JSON fields), POST /__outbox/upload (one multipart file) and
 * GET /__outbox/files/<name>; passes every other request on.
 */
export function outboxMiddleware(options: OutboxOptions): Connect.NextHandleFunction {
  const isForm = knownForms(options.formsFolder);

  async function answer(req: IncomingMessage, res: ServerResponse, route: string): Promise<void> {
    if (req.method === "GET" && route.startsWith("files/"))
      return serveFile(join(options.outbox, "files"), route.slice("files/".length), res);
    if (req.method !== "POST") return refuse(res, REFUSALS.postOnly);
    if (!fromOwnOrigin(req)) return refuse(res, REFUSALS.foreignOrigin);
    if (route === "upload") return saveUpload(req, res, options);
    const form = decoded(route);
    if (!form || !(await isForm(form))) return refuse(res, REFUSALS.unknownForm);
    return saveSubmission(req, res, form, options);
  }

  return (req, res, next) => {
    if (!req.url?.startsWith(`${OUTBOX_PATH}/`)) return next();
    const route = req.url.slice(OUTBOX_PATH.length + 1).split("?")[0];
    answer(req, res, route).catch((error: unknown) => {
      options.logger.error(`[outbox] ${req.method} ${req.url} was not saved: ${String(error)}`);
      if (res.headersSent) res.destroy();
      else refuse(res, REFUSALS.notSaved);
    });
  };
}

function decoded(route: string): string | undefined {
  try {
    return decodeURIComponent(route);
  } catch {
    return undefined;
  }
}
