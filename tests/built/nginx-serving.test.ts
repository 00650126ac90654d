import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOST_HEADERS } from "../../scripts/build-plugins/headers/host-headers";
import { validatePages } from "../../scripts/validator/validate-pages";
import { everySitePage } from "../../src/content/site-routes";
import { startNginx, type NginxServer } from "../../scripts/lib/nginx-server";

// The generated docs/deploy/nginx.conf in Debian's nginx, serving the build as the README says (root
// dist/, the snippet included): every route, the editor, the 404 page, the headers and compression.
const DIST = join(import.meta.dirname, "../../dist");
const SITE_HEADERS = HOST_HEADERS[0]!.headers;
const addresses = everySitePage(validatePages()).flatMap(({ document }) => [
  document.path,
  ...(document.aliases ?? []),
]);

let folder: string;
let nginx: NginxServer;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "nginx-serving-"));
  nginx = await startNginx(folder, DIST);
});
afterAll(async () => {
  await nginx?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** One GET as a browser sends it (gzip accepted), with the raw answer: fetch would undo the compression. */
function get(
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: number }> {
  return new Promise((resolve, reject) => {
    const asked = request(`${nginx.url}${path}`, { headers: { "Accept-Encoding": "gzip" } }, (answer) => {
      let bytes = 0;
      answer.on("data", (chunk: Buffer) => (bytes += chunk.length));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, bytes }));
    });
    asked.on("error", reject);
    asked.end();
  });
}

describe("the generated nginx configuration, in nginx", () => {
  it("serves every route and alias, compressed, with the site's headers", async () => {
    expect(addresses.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const address of addresses) {
      const { status, headers } = await get(address);
      if (
        status !== 200 ||
        headers["content-encoding"] !== "gzip" ||
        headers["content-security-policy"] !== SITE_HEADERS["Content-Security-Policy"]
      )
        wrong.push(`${address}: ${status} ${headers["content-encoding"]}`);
    }
    expect(wrong).toEqual([]);
  });

  it("serves the editor at /edit/ and its preview at /edit/preview/, kept out of search engines", async () => {
    for (const path of ["/edit/", "/edit/preview/"]) {
      const { status, headers } = await get(path);
      expect(status, path).toBe(200);
      expect(headers["x-robots-tag"], path).toBe("noindex, nofollow");
      expect(headers["x-frame-options"], path).toBe("SAMEORIGIN");
    }
  });

  it("answers an unknown address with the 404 page, status 404, with the headers", async () => {
    const { status, headers, bytes } = await get("/no-such-course");
    expect(status).toBe(404);
    expect(bytes).toBeGreaterThan(1000);
    expect(headers["strict-transport-security"]).toBe(SITE_HEADERS["Strict-Transport-Security"]);
  });

  it("compresses scripts and styles, which keep their year-long cache, and never caches /version.json", async () => {
    const assets = readdirSync(join(DIST, "assets")).filter((file) => /\.(js|css)$/.test(file));
    for (const file of [assets.find((f) => f.endsWith(".js"))!, assets.find((f) => f.endsWith(".css"))!]) {
      const { status, headers } = await get(`/assets/${file}`);
      expect([status, headers["content-encoding"], headers["cache-control"]], file).toEqual([
        200,
        "gzip",
        "public, max-age=31536000, immutable",
      ]);
    }
    const version = await get("/version.json");
    expect([version.status, version.headers["cache-control"]]).toEqual([200, "no-store"]);
  });
});
