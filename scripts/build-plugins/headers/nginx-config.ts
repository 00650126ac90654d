import type { HostHeaderRule } from "./host-headers.ts";

const BANNER = `# DO NOT EDIT. Generated from scripts/build-plugins/headers/host-headers.ts by npm run gen:types -- --write.
# Include it in the server block that serves dist/ (root /path/to/dist;): include nginx.conf;
`;

/**
 * An nginx snippet serving dist/ as the other hosts do: the pages, 404.html with status 404, and
 * the rules' headers. A location with its own add_header drops every add_header of the server
 * level, so each location lists all the headers that apply to it; `always` sends them on a 404 too.
 */
export function nginxConfig(rules: HostHeaderRule[]): string {
  const [site, ...inner] = rules;
  const lines = (headers: Record<string, string>, indent: string) =>
    Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);
  const locations = inner.map(({ path, headers }) =>
    [
      `location ${path.replace(/\*$/, "")} {`,
      ...lines({ ...site.headers, ...headers }, "    "),
      "    try_files $uri =404;",
      "}",
    ].join("\n"),
  );
  return [
    BANNER,
    "error_page 404 /404.html;",
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
