import type { RenderedPage } from "../../../src/app/entry-server.tsx";
import type { PageHead } from "../../../src/content/page-head.ts";
import { serializeJsonLd } from "../../../src/lib/serialize-json-ld.ts";
import { MARKERS } from "../../../src/runtime/markers.ts";
import { PAGE_FIRST_SCRIPT } from "../../build-plugins/inline-scripts/page-first-script.ts";

export type Manifest = Record<string, { file: string; imports?: string[] }>;
const APP = "src/app/boot/start-app.tsx";

/**
 * The client build's index.html with one rendered page in it: its head, its markup, the modules it needs
 * and the commit it was built from.
 */
export function pageHtml(template: string, manifest: Manifest, page: RenderedPage, version: string): string {
  // The app's modules, the route table's fragment, the site's settings in the page's language and this
  // page's document, fetched by the entry once the page has loaded.
  const modules = modulesOf(manifest, [APP, page.routeFragment, page.siteModule, ...(page.file ? [page.file] : [])])
    .map((file) => `/${file}`)
    .filter((url) => !template.includes(`src="${url}"`));
  const { hoisted, body } = splitHoistedLinks(page.html);
  return template
    .replace('<html lang="en">', `<html lang="${page.head.lang}">`)
    .replace(/<title>.*?<\/title>/, "")
    .replace(
      "<!--app-head-->",
      [`<script>${PAGE_FIRST_SCRIPT}</script>`, headHtml(page.head), ...hoisted].join("\n    "),
    )
    .replace(
      /<script type="module" crossorigin src="[^"]+"/,
      (tag) => `${tag} ${MARKERS.modules}="${modules.join(" ")}" ${MARKERS.version}="${escapeHtml(version)}"`,
    )
    .replace("<!--app-html-->", body);
}

/** The files of these manifest entries and of everything they import, each once. */
function modulesOf(manifest: Manifest, keys: string[], seen = new Set<string>()): string[] {
  for (const key of keys) {
    const entry = manifest[key];
    if (!entry || seen.has(entry.file)) continue;
    seen.add(entry.file);
    modulesOf(manifest, entry.imports ?? [], seen);
  }
  return [...seen];
}

function headHtml(head: PageHead): string {
  const tags = head.tags.map(({ tag, attributes }) => {
    const attrs = Object.entries(attributes).map(([name, value]) => `${name}="${escapeHtml(value)}"`);
    return `<${tag} ${attrs.join(" ")} />`;
  });
  const jsonLd = (head.jsonLd ?? []).map(
    (data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`,
  );
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
