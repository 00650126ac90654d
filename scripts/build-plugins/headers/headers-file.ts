import type { HostHeaderRule } from "./host-headers.ts";

/** The rules in the _headers format Netlify and Cloudflare Pages read: a path, then indented headers. */
export function headersFile(rules: HostHeaderRule[]): string {
  const blocks = rules.map(({ path, headers }) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  );
  return `${blocks.join("\n\n")}\n`;
}

/** One block of a static host's _headers file: a path pattern and the headers sent for it. */
export interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

/** Reads a _headers file back (the preview server sends what such a host would). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*");
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const separator = line.indexOf(":");
    rules.at(-1)?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}
