import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { headersFile, parseHeadersFile } from "./headers-file.ts";
import { HOST_HEADERS, IMAGE_HEADERS } from "./host-headers.ts";
import { nginxConfig } from "./nginx-config.ts";
import { vercelConfig } from "./vercel-config.ts";
import { PROJECT_ROOT } from "../../lib/project-root.ts";

const HSTS = "max-age=63072000; includeSubDomains";

describe("the hosts' headers, from one table", () => {
  it("send HSTS, the site's policy and nosniff everywhere, and a sandbox for pictures", () => {
    const site = HOST_HEADERS.find(({ path }) => path === "/*")?.headers;
    expect(site).toMatchObject({ "Strict-Transport-Security": HSTS, "X-Content-Type-Options": "nosniff" });
    // Only the site's own pages may frame it (the editor's preview is one of them); no other site can.
    expect(site?.["Content-Security-Policy"]).toContain("frame-ancestors 'self'");
    expect(site?.["X-Frame-Options"]).toBe("SAMEORIGIN");
    expect(HOST_HEADERS.find(({ path }) => path === "/edit/*")?.headers).toEqual({
      "X-Robots-Tag": "noindex, nofollow",
    });
    expect(HOST_HEADERS.find(({ path }) => path === "/images/*")?.headers).toEqual(IMAGE_HEADERS);
    expect(IMAGE_HEADERS["Content-Security-Policy"]).toMatch(/^sandbox;/);
  });

  it("writes _headers that reads back as the table", () => {
    const read = parseHeadersFile(headersFile(HOST_HEADERS));
    expect(read.map(({ headers }) => Object.fromEntries(headers))).toEqual(HOST_HEADERS.map(({ headers }) => headers));
    const addresses = ["/images/a.svg", "/assets/a.js", "/pictures/0123456789abcdef-640.avif", "/edit/assets/a.js"];
    expect(read.map(({ pattern }) => addresses.map((address) => pattern.test(address)))).toEqual([
      [true, true, true, true],
      [false, true, false, false],
      [true, false, false, false],
      [false, false, true, false],
      [false, false, false, true],
      [false, false, false, true],
      [false, false, false, false],
      [false, false, false, false],
    ]);
  });

  it("writes vercel.json with every rule, as the committed one is", () => {
    const config = JSON.parse(vercelConfig(HOST_HEADERS)) as { headers: { source: string; headers: object[] }[] };
    expect(config.headers.map(({ source }) => source)).toEqual([
      "/(.*)",
      "/assets/(.*)",
      "/images/(.*)",
      "/pictures/(.*)",
      "/edit/(.*)",
      "/edit/assets/(.*)",
      "/version.json",
      "/deploy-status.json",
    ]);
    expect(config.headers[0].headers).toContainEqual({ key: "Strict-Transport-Security", value: HSTS });
    expect(readFileSync(join(PROJECT_ROOT, "vercel.json"), "utf8"), "run npm run gen:types -- --write").toBe(
      vercelConfig(HOST_HEADERS),
    );
  });

  it("writes an nginx snippet whose every location sends every header that applies, as the committed one is", () => {
    const text = nginxConfig(HOST_HEADERS);
    const images = text.slice(text.indexOf("location /images/"));
    expect(images).toContain(
      `add_header Content-Security-Policy "${IMAGE_HEADERS["Content-Security-Policy"]}" always;`,
    );
    expect(images).toContain(`add_header Strict-Transport-Security "${HSTS}" always;`);
    expect(text.match(/Strict-Transport-Security/g)).toHaveLength(8);
    // The editor's code is named by its content, as the site's is: a phone asks for it once.
    const editorCode = text.slice(text.indexOf("location /edit/assets/"));
    expect(editorCode.slice(0, editorCode.indexOf("}"))).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    );
    expect(text).toContain("location = /version.json {");
    // How a self-hosted server's build stands changes while it runs: never kept by a cache.
    const status = text.slice(text.indexOf("location = /deploy-status.json {"));
    expect(status.slice(0, status.indexOf("}"))).toContain('add_header Cache-Control "no-store" always;');
    expect(text).toMatch(/^gzip on;$/m);
    expect(readFileSync(join(PROJECT_ROOT, "docs/deploy/nginx.conf"), "utf8"), "run npm run gen:types -- --write").toBe(
      text,
    );
  });
});
