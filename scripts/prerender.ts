import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { PageHead } from "../src/content/page-head.ts";
import { serializeJsonLd } from "../src/lib/serialize-json-ld.ts";
import { writeSitemap } from "./write-sitemap.ts";

// Run after the client and server builds: writes dist/<address>/index.html for every route and alias.
// `--out DIR` pre-renders into another client build (the browser tests' e2e build).
const ROOT = join(import.meta.dirname, "..");
const outIndex = process.argv.indexOf("--out");
const DIST = join(ROOT, outIndex >= 0 ? process.argv[outIndex + 1] : "dist");
const SERVER_ENTRY = join(ROOT, "dist-ssr/entry-server.js");

type ServerEntry = typeof import("../src/app/entry-server");
type Manifest = Record<string, { file: string; imports?: string[] }>;
const APP = "src/app/boot/start-app.tsx";

const { render, routes, site } = (await import(pathToFileURL(SERVER_ENTRY).href)) as ServerEntry;
const template = readFileSync(join(DIST, "index.html"), "utf8");
const manifest = JSON.parse(readFileSync(join(DIST, ".vite/manifest.json"), "utf8")) as Manifest;

const NOT_FOUND = "/404";
const addresses = [...routes.flatMap((route) => route.addresses), NOT_FOUND];

let written = 0;
for (const address of addresses) {
  const page = await render(address);
  // The app's modules and this page's document, fetched by the entry once the page has loaded.
  const modules = modulesOf([APP, ...(page.file ? [page.file] : [])])
    .map((file) => `/${file}`)
    .filter((url) => !template.includes(`src="${url}"`));
  const { hoisted, body } = splitHoistedLinks(page.html);
  const html = template
    .replace(/<title>.*?<\/title>/, "")
    .replace("<!--app-head-->", [headHtml(page.head), ...hoisted].join("\n    "))
    .replace(/<script type="module" crossorigin src="[^"]+"/, (tag) => `${tag} data-modules="${modules.join(" ")}"`)
    .replace("<!--app-html-->", body);
  mkdirSync(dirname(targetOf(address)), { recursive: true });
  writeFileSync(targetOf(address), html);
  written += 1;
}
writeSitemap(
  DIST,
  site.url,
  routes.map((route) => (route.path === "/" ? "/" : route.path)),
);
rmSync(join(ROOT, "dist-ssr"), { recursive: true, force: true });
console.log(`pre-rendered ${written} pages into ${DIST}`);

/** The files of these manifest entries and of everything they import, each once. */
function modulesOf(keys: string[], seen = new Set<string>()): string[] {
  for (const key of keys) {
    const entry = manifest[key];
    if (!entry || seen.has(entry.file)) continue;
    seen.add(entry.file);
    modulesOf(entry.imports ?? [], seen);
  }
  return [...seen];
}

function targetOf(address: string): string {
  if (address === "/") return join(DIST, "index.html");
  if (address === NOT_FOUND) return join(DIST, "404.html");
  return join(DIST, address.slice(1), "index.html");
}

function headHtml(head: PageHead): string {
  const tags = head.tags.map(({ tag, attributes }) => {
    const attrs = Object.entries(attributes).map(([name, value]) => `${name}="${escapeHtml(value)}"`);
    return `<${tag} ${attrs.join(" ")} />`;
  });
  const jsonLd = head.jsonLd.map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`);
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags, ...jsonLd].join("\n    ");
}

/**
 * React emits resource hints (image preloads) ahead of the markup when it does not render <head>
 * itself; they belong in <head>, and left in #root they would not match on hydration.
 */
function splitHoistedLinks(html: string): { hoisted: string[]; body: string } {
  const hoisted: string[] = [];
  let body = html;
  for (let match = /^<link [^>]*\/>/.exec(body); match; match = /^<link [^>]*\/>/.exec(body)) {
    hoisted.push(match[0]);
    body = body.slice(match[0].length);
  }
  return { hoisted, body };
}

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}
