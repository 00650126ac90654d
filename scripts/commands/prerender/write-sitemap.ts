import { writeFileSync } from "node:fs";
import { join } from "node:path";

/** dist/sitemap.xml with every route once (its canonical address), and robots.txt naming it. */
export function writeSitemap(dist: string, siteUrl: string, paths: string[]): void {
  const urls = [...new Set(paths)].sort().map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`);
  writeFileSync(
    join(dist, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
  );
  writeFileSync(join(dist, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
}

function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
