import type { IncomingMessage, ServerResponse } from "node:http";
import type { Connect, Logger } from "vite";
import { EDITOR_API } from "../../documents/storage-contract.ts";
import { checkRequestSource, type ServerAddress } from "./check-request-source.ts";
import { REFUSALS } from "./editor-refusals.ts";
import { EDITOR_ROUTES, type Method } from "./editor-routes.ts";
import type { Reply } from "./reply.ts";
import { RequestError } from "./request-error.ts";

export interface EditorOptions {
  /** The project whose pages/, schema/ and public/images/ the editor reads and writes. */
  root: string;
  /** Where the dev server listens now (its port is known only once it listens). */
  address: () => ServerAddress | undefined;
  logger: Pick<Logger, "error">;
}

/**
 * Answers every request under EDITOR_API, after checking who sent it, and passes every other
 * request on. Failures are answered as JSON { message } in words for the editor to show.
 */
export function editorHandler(options: EditorOptions): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = req.url ?? "";
    const [path, query] = url.includes("?")
      ? [url.slice(0, url.indexOf("?")), url.slice(url.indexOf("?") + 1)]
      : [url, ""];
    if (path !== EDITOR_API && !path.startsWith(`${EDITOR_API}/`)) return next();
    answer(req, path.slice(EDITOR_API.length + 1), new URLSearchParams(query))
      .then((reply) => send(res, reply))
      .catch((error: unknown) => {
        if (error instanceof RequestError) return send(res, { status: error.status, body: { message: error.message } });
        options.logger.error(`[editor] ${req.method} ${req.url} failed: ${String(error)}`);
        send(res, { status: 500, body: { message: REFUSALS.failed.message } });
      });
  };

  async function answer(req: IncomingMessage, name: string, query: URLSearchParams): Promise<Reply> {
    checkRequestSource(req, options.address());
    const route = Object.hasOwn(EDITOR_ROUTES, name) ? EDITOR_ROUTES[name] : undefined;
    if (!route) throw new RequestError(REFUSALS.unknownEndpoint);
    const endpoint = Object.hasOwn(route, req.method ?? "") ? route[req.method as Method] : undefined;
    if (!endpoint) throw new RequestError(REFUSALS.wrongMethod);
    return endpoint({ root: options.root, req, query });
  }
}

function send(res: ServerResponse, { status, body }: Reply): void {
  if (res.headersSent) return void res.destroy();
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  // Answers describe files that change: never from a cache.
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.end(JSON.stringify(body));
}
