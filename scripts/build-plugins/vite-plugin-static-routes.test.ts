import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { preview, type PreviewServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headersFile } from "./headers/headers-file.ts";
import { HOST_HEADERS, IMAGE_HEADERS } from "./headers/host-headers.ts";
import { staticRoutesPlugin } from "./vite-plugin-static-routes.ts";

const BUILD = {
  "index.html": "home page",
  "404.html": "no such page",
  "about/index.html": "about page",
  "assets/app.js": "console.log('app')",
  "images/logo.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
  _headers: headersFile(HOST_HEADERS),
};

let root: string;
let server: PreviewServer;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "static-routes-"));
  for (const [file, text] of Object.entries(BUILD)) {
    mkdirSync(dirname(join(root, "dist", file)), { recursive: true });
    writeFileSync(join(root, "dist", file), text);
  }
  server = await preview({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [staticRoutesPlugin()],
    preview: { host: "127.0.0.1", port: 0 },
  });
  base = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

/** Status and body of a GET, with the path sent exactly as written (fetch would not normalise it). */
async function get(path: string): Promise<[number, string]> {
  const response = await fetch(`${base}${path}`);
  return [response.status, await response.text()];
}

describe("npm run preview answers like a static host", () => {
  it.each([
    ["/", "home page"],
    ["/about", "about page"],
    ["/about/", "about page"],
    ["/assets/app.js", "console.log('app')"],
  ])("serves %s", async (path, body) => {
    expect(await get(path)).toEqual([200, body]);
  });

  it.each(["/nope", "/nope.js", "/assets/nope.js", "/about/nope.png", "/%2E%2E/%2E%2E/etc/passwd"])(
    "answers %s with 404.html and the 404 status, never the home page",
    async (path) => {
      expect(await get(path)).toEqual([404, "no such page"]);
    },
  );

  it.each(["/%E0%A4%A", "/%zz", "/a%00b"])("answers the malformed %s with 400 in words, no stack", async (path) => {
    const [status, body] = await get(path);
    expect(status).toBe(400);
    expect(body).toBe("This address is not a valid URL: check its % signs.");
  });
});

describe("npm run preview sends the hosts' headers", () => {
  const [site, assets] = HOST_HEADERS.map(({ headers }) => headers);
  const sent = async (path: string, names: object) => {
    const { headers } = await fetch(`${base}${path}`);
    return Object.fromEntries(Object.keys(names).map((name) => [name, headers.get(name)]));
  };

  it.each(["/", "/about", "/nope"])("sends the site's headers, HSTS among them, with %s", async (path) => {
    expect(await sent(path, site)).toEqual(site);
  });

  it("caches the hashed assets for a year", async () => {
    expect(await sent("/assets/app.js", { ...site, ...assets })).toEqual({ ...site, ...assets });
  });

  it("sandboxes a picture opened on its own", async () => {
    expect(await sent("/images/logo.svg", site)).toEqual({ ...site, ...IMAGE_HEADERS });
  });
});
