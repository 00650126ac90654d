// @vitest-environment node
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR_API, WHERE_DOCUMENTS_ARE } from "../documents/storage-contract.ts";
import { copySite } from "../../scripts/lib/copy-site.ts";
import { EDITOR_MODE, editorBuildPlugin, editorPlugin } from "./vite-plugin-editor.ts";
import { STAGING } from "./images/staging-folder.ts";

let root: string;
let server: ViteDevServer;
let port: number;

/** A bare Vite dev server (no config file) on 127.0.0.1 with only the editor plugin, over a copy. */
beforeAll(async () => {
  root = copySite("editor-plugin-");
  // A picture uploaded before the dev server stopped, for a change never saved.
  mkdirSync(join(root, STAGING, "pages%2Fabout.json/courses"), { recursive: true });
  writeFileSync(join(root, STAGING, "pages%2Fabout.json/courses/left.png"), "");
  server = await createServer({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [editorPlugin()],
    server: { host: "127.0.0.1", port: 0, ws: false, watch: null },
  });
  await server.listen();
  port = (server.httpServer!.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

function get(path: string, host: string): Promise<number> {
  return answer(path, host).then(({ status }) => status);
}

function answer(path: string, host: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, headers: { host }, setHost: false }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    })
      .on("error", reject)
      .end();
  });
}

describe("editorPlugin", () => {
  it("adds only middleware, of the dev server and `vite preview`, so nothing of it reaches a build", () => {
    const plugin = editorPlugin();
    expect(Object.keys(plugin).sort()).toEqual(["apply", "configurePreviewServer", "configureServer", "name"]);
    expect(plugin.apply).toBe("serve");
  });

  it("says that this computer's files are here, where the build's file says they are not", async () => {
    const here = await fetch(`http://127.0.0.1:${port}${WHERE_DOCUMENTS_ARE}`);
    expect(here.status).toBe(200);
    expect(await here.json()).toEqual({ thisComputer: true });
    const build = editorBuildPlugin();
    const apply = build.apply as (config: object, env: { command: string; mode: string }) => boolean;
    expect(apply({}, { command: "build", mode: EDITOR_MODE })).toBe(true);
    expect(apply({}, { command: "build", mode: "production" })).toBe(false);
    const emitted: { fileName: string; source: string }[] = [];
    (build.generateBundle as (this: object) => void).call({ emitFile: (file: never) => emitted.push(file) });
    expect(emitted).toEqual([
      { type: "asset", fileName: WHERE_DOCUMENTS_ARE.slice(1), source: '{"thisComputer":false}\n' },
    ]);
  });

  it("starts with no picture waiting: a change not saved before it stopped is given up", () => {
    expect(existsSync(join(root, STAGING))).toBe(false);
  });

  it("answers on the port the dev server really listens on, and only to its own names", async () => {
    expect(await get(`${EDITOR_API}/documents`, `127.0.0.1:${port}`)).toBe(200);
    expect(await get(`${EDITOR_API}/documents`, `localhost:${port}`)).toBe(200);
    expect(await get(`${EDITOR_API}/documents`, `evil.example:${port}`)).toBe(403);
  });

  it("sends the editor's old address, /__edit, to its pages at /edit/, with the document asked for", async () => {
    const host = `127.0.0.1:${port}`;
    expect(await answer("/__edit", host)).toEqual({ status: 308, location: "/edit/" });
    expect(await answer("/__edit?file=pages%2Fabout.json", host)).toEqual({
      status: 308,
      location: "/edit/?file=pages%2Fabout.json",
    });
  });
});
