import { spawn, execFileSync } from "node:child_process";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** Who may push and fetch: Basic authentication, as a git host asks for a user name and a token. */
export interface GitAccount {
  username: string;
  password: string;
}

export interface GitHttpServer {
  /** The address of a repository under the served folder: `${url}/site.git`. */
  url: string;
  close(): Promise<void>;
}

const BACKEND = `${execFileSync("git", ["--exec-path"], { encoding: "utf8" }).trim()}/git-http-backend`;

/**
 * A real git server for the tests: Debian's `git http-backend` (the CGI program git ships for smart
 * HTTP) behind a small Node server on 127.0.0.1, serving the bare repositories of a folder with their
 * hooks, and asking every request for the account's Basic credentials. Pushes land in the repository
 * itself (unlike git-http-mock-server, which pushes into a throwaway copy), so a test can push a draft,
 * then publish it, then read what main holds.
 */
export async function startGitHttpServer(root: string, account: GitAccount): Promise<GitHttpServer> {
  const expected = `Basic ${Buffer.from(`${account.username}:${account.password}`).toString("base64")}`;
  const server = createServer((req, res) => {
    // A browser's preflight (the editor on another origin) carries no credentials.
    res.setHeader("Access-Control-Allow-Origin", req.headers.origin ?? "*");
    res.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type, Git-Protocol, User-Agent");
    res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
    res.setHeader("Access-Control-Expose-Headers", "Content-Type");
    if (req.method === "OPTIONS") return void res.writeHead(204).end();
    if (req.headers.authorization !== expected) {
      res.writeHead(401, { "WWW-Authenticate": 'Basic realm="git"', "Content-Type": "text/plain" });
      return void res.end("Authentication required\n");
    }
    runBackend(root, account.username, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Runs git http-backend for one request: the request's body on its input, its CGI answer back. */
function runBackend(root: string, user: string, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const backend = spawn(BACKEND, [], {
    env: {
      PATH: process.env.PATH,
      GIT_PROJECT_ROOT: root,
      GIT_HTTP_EXPORT_ALL: "1",
      REMOTE_USER: user,
      REMOTE_ADDR: "127.0.0.1",
      REQUEST_METHOD: req.method ?? "GET",
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.slice(1),
      CONTENT_TYPE: req.headers["content-type"] ?? "",
      ...(req.headers["content-encoding"] ? { HTTP_CONTENT_ENCODING: req.headers["content-encoding"] } : {}),
      ...(req.headers["git-protocol"] ? { GIT_PROTOCOL: String(req.headers["git-protocol"]) } : {}),
    },
  });
  req.pipe(backend.stdin);
  let head = Buffer.alloc(0);
  let headersDone = false;
  backend.stdout.on("data", (chunk: Buffer) => {
    if (headersDone) return void res.write(chunk);
    head = Buffer.concat([head, chunk]);
    const end = head.indexOf("\r\n\r\n");
    if (end < 0) return;
    headersDone = true;
    let status = 200;
    for (const line of head.subarray(0, end).toString("latin1").split("\r\n")) {
      const colon = line.indexOf(":");
      const name = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      if (/^status$/i.test(name)) status = Number.parseInt(value, 10);
      else res.setHeader(name, value);
    }
    res.statusCode = status;
    res.write(head.subarray(end + 4));
  });
  backend.stderr.on("data", (chunk: Buffer) => process.stderr.write(`[git http-backend] ${chunk}`));
  backend.on("close", () => res.end());
}
