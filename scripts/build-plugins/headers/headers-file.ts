import type { HostHeaderRule } from "./host-headers.ts";

/** The rules in the _headers format Netlify and Cloudflare Pages read: a path, then indented headers. */
export function headersFile(rules: HostHeaderRule[]): string {
  const blocks = rules.map(({ path, headers }) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  );
  return `${blocks.join("\n\n")}\n`;
}
