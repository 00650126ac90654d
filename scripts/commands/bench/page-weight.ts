import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** A pre-rendered page's weight: what issue 22's budgets count. */
export interface PageWeight {
  /** Gzip bytes of the HTML. */
  html: number;
  /** Elements in the HTML (start tags, so the same count a browser's `querySelectorAll("*")` gives). */
  elements: number;
  /** Gzip bytes of every script the HTML loads or prefetches (its entry and `data-modules`). */
  js: number;
}

/** Weighs dist/<address>/index.html and the scripts it names. */
export function pageWeight(dist: string, address: string): PageWeight {
  const html = readFileSync(join(dist, address, "index.html"));
  const text = html.toString("utf8");
  let js = 0;
  for (const src of scriptsNamedBy(text)) js += gzipSync(readFileSync(join(dist, src))).length;
  return { html: gzipSync(html).length, elements: countElements(text), js };
}

/** The scripts a page's HTML loads or prefetches: its entry and `data-modules`, by address. */
export function scriptsNamedBy(html: string): Set<string> {
  const scripts = new Set<string>();
  for (const [, src] of html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)) scripts.add(src);
  for (const [, list] of html.matchAll(/data-modules="([^"]*)"/g))
    for (const src of list.split(" ").filter(Boolean)) scripts.add(src);
  return scripts;
}

/** Start tags in an HTML text, comments and the insides of scripts left out. */
export function countElements(html: string): number {
  const bare = html.replace(/<!--[\s\S]*?-->/g, "").replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, "$1");
  return bare.match(/<[a-zA-Z][\w-]*/g)?.length ?? 0;
}

/** Bytes of every file under a folder. */
export function folderBytes(folder: string): number {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}
