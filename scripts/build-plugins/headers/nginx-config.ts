import type { HostHeaderRule } from "./host-headers.ts";

const BANNER = `# DO NOT EDIT. Generated from scripts/build-plugins/headers/host-headers.ts by npm run gen:types -- --write.
# Include it in the server block that serves dist/ (root /path/to/dist;): include nginx.conf;
# tests/built/nginx-serving.test.ts runs it in Debian's nginx.
`;

/** What nginx compresses on the way out, besides text/html (always). Pictures other than SVG are compressed already. */
const COMPRESSED_TYPES = [
  "text/css",
  "text/plain",
  "text/xml",
  "application/javascript",
  "application/json",
  "application/xml",
  "application/manifest+json",
  "image/svg+xml",
];

/** A rule's addresses as an nginx location: `/assets/*` a prefix, `/version.json` one exact address. */
const locationOf = (path: string) => (path.endsWith("*") ? path.slice(0, -1) : `= ${path}`);

/**
 * An nginx snippet serving dist/ as the other hosts do: every route at `/<path>` and `/<path>/`
 * (the editor's `/edit/` and `/edit/preview/` among them), 404.html with status 404, compressed, with
 * the rules' headers. A location with its own add_header drops every add_header of the server level,
 * so each location lists all the headers that apply to it; `always` sends them on a 404 too.
 */
export function nginxConfig(rules: HostHeaderRule[]): string {
  const [site, ...inner] = rules;
  const lines = (headers: Record<string, string>, indent: string) =>
    Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);
  const locations = inner.map(({ path, headers }) =>
    [
      `location ${locationOf(path)} {`,
      ...lines({ ...site.headers, ...headers }, "    "),
      "    try_files $uri $uri/index.html =404;",
      "}",
    ].join("\n"),
  );
  return [
    BANNER,
    "error_page 404 /404.html;",
    "",
    "gzip on;",
    "gzip_vary on;",
    "gzip_comp_level 6;",
    "gzip_min_length 256;",
    `gzip_types ${COMPRESSED_TYPES.join(" ")};`,
    "",
    ...lines(site.headers, ""),
    "",
    "location / {",
    "    try_files $uri $uri/index.html =404;",
    "}",
    "",
    locations.join("\n\n"),
    "",
  ].join("\n");
}
