import type { IncomingMessage } from "node:http";
import { REFUSALS } from "./editor-refusals.ts";
import { isLoopback } from "./is-loopback.ts";
import { RequestError } from "./request-error.ts";

/** Where the dev server listens; undefined while it does not (middleware mode). */
export interface ServerAddress {
  protocol: "http" | "https";
  port: number;
}

const READS = new Set(["GET", "HEAD"]);

/**
 * Throws unless the request comes from this computer, addressed to this dev server by name, and —
 * for anything that changes a file — from the editor's own page. The Host check stops DNS
 * rebinding (a site whose name now points at 127.0.0.1 reads as "evil.example:5173"); the Origin
 * check stops another site's page, or another local server's, from posting to the editor.
 */
export function checkRequestSource(req: IncomingMessage, server: ServerAddress | undefined): void {
  const host = req.headers.host?.toLowerCase();
  const hosts = server ? [`127.0.0.1:${server.port}`, `localhost:${server.port}`] : [];
  if (!server || !isLoopback(req.socket.remoteAddress) || !host || !hosts.includes(host)) {
    throw new RequestError(REFUSALS.notThisMachine);
  }
  const origin = req.headers.origin?.toLowerCase();
  const ours = origin === `${server.protocol}://${host}`;
  if (origin === undefined ? !READS.has(req.method ?? "") : !ours) throw new RequestError(REFUSALS.foreignOrigin);
}
