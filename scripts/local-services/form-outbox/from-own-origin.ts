import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";

/**
 * Whether a request may write to the outbox: it has no Origin (curl, a test, another program on
 * this computer), or its Origin is this server's own address, as the site's own pages send it.
 * A page of another site, or of another local server, is turned away, so nothing but this site's
 * forms can fill the outbox from a browser.
 */
export function fromOwnOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const protocol = (req.socket as TLSSocket).encrypted ? "https" : "http";
  return origin.toLowerCase() === `${protocol}://${req.headers.host?.toLowerCase()}`;
}
