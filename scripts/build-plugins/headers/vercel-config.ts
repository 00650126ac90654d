import type { HostHeaderRule } from "./host-headers.ts";

/** vercel.json (read from the project's root): where the build is, and the rules as Vercel's `headers`. */
export function vercelConfig(rules: HostHeaderRule[]): string {
  const config = {
    $schema: "https://openapi.vercel.sh/vercel.json",
    outputDirectory: "dist",
    headers: rules.map(({ path, headers }) => ({
      // Vercel's sources are path-to-regexp patterns: (.*) is any characters.
      source: path.replaceAll("*", "(.*)"),
      headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
    })),
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}
