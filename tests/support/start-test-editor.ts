// For the tests: the editor's endpoints (and its waiting pictures) on a node:http server on 127.0.0.1 (a free port), over a
// temporary copy of the site, and a way to call them as a browser on that page would.
import { readFileSync, rmSync } from "node:fs";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { copySite } from "../../scripts/lib/copy-site.ts";
import { EDITOR_API } from "../../editor/documents/storage-contract.ts";
import { editorHandler } from "../../editor/server/requests/editor-handler.ts";
import { serveStagedImage } from "../../editor/server/images/serve-staged-image.ts";

export interface CallOptions {
  /** JSON for a plain object or array, bytes as they are. */
  body?: unknown;
  /** Replaces the default Host (127.0.0.1:<port>). */
  host?: string;
  /** Replaces the default Origin (the server's own, sent with POST and PUT); null sends none. */
  origin?: string | null;
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export interface TestEditor {
  root: string;
  port: number;
  errors: string[];
  /** `path` is relative to EDITOR_API ("documents", "document?file=...") unless it starts with "/". */
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  /** A document as the editor opens it: its data, and the version a save must name. */
  open<T>(file: string): Promise<{ data: T; version: string }>;
  /** A file of the copy, as it is on disk. */
  read(file: string): string;
  close(): Promise<void>;
}

export async function startTestEditor(): Promise<TestEditor> {
  const root = copySite("editor-test-");
  const errors: string[] = [];
  let port = 0;
  const handler = editorHandler({
    root,
    address: () => ({ protocol: "http", port }),
    logger: { error: (message) => void errors.push(message) },
  });
  const staged = serveStagedImage(root);
  const server = createServer((req, res) =>
    handler(req, res, () =>
      staged(req, res, () => {
        res.statusCode = 418;
        res.end('{"next":true}');
      }),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;

  function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const { body, host = `127.0.0.1:${port}` } = options;
    const origin = options.origin === undefined ? (method === "GET" ? undefined : `http://${host}`) : options.origin;
    const bytes = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    const headers: Record<string, string> = { host, ...(origin !== null && origin !== undefined && { origin }) };
    if (bytes) headers["content-length"] = String(bytes.length);
    const url = path.startsWith("/") ? path : `${EDITOR_API}/${path}`;
    return new Promise((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, method, path: url, headers, setHost: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> });
        });
      });
      // A refusal can come before the whole body is sent; the answer still arrives.
      req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" ? undefined : reject(error)));
      req.end(bytes);
    });
  }

  return {
    root,
    call,
    open: async <T>(file: string) =>
      (await call("GET", `document?file=${encodeURIComponent(file)}`)).body as { data: T; version: string },
    read: (file: string) => readFileSync(join(root, file), "utf8"),
    get port() {
      return port;
    },
    errors,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        rmSync(root, { recursive: true, force: true });
      }),
  };
}
