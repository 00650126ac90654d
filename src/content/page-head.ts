import type { PageDocument } from "../generated/page";
import type { SiteSettings } from "../generated/site";
import { structuredData } from "./structured-data";

export interface HeadTag {
  tag: "meta" | "link";
  attributes: Record<string, string>;
}

export interface PageHead {
  title: string;
  tags: HeadTag[];
  /** schema.org objects, each written as a <script type="application/ld+json">. */
  jsonLd: object[];
}

/** Everything a page puts in <head>: built once here for the pre-renderer and the browser alike. */
export function pageHead(document: PageDocument, site: SiteSettings): PageHead {
  const canonical = canonicalUrl(document.path, site);
  const tags: HeadTag[] = [
    { tag: "meta", attributes: { name: "description", content: document.meta.description } },
    { tag: "link", attributes: { rel: "canonical", href: canonical } },
    { tag: "meta", attributes: { property: "og:title", content: document.meta.title } },
    { tag: "meta", attributes: { property: "og:description", content: document.meta.description } },
    { tag: "meta", attributes: { property: "og:url", content: canonical } },
    { tag: "meta", attributes: { property: "og:type", content: "website" } },
    { tag: "meta", attributes: { property: "og:site_name", content: site.brand.name } },
    { tag: "meta", attributes: { property: "og:locale", content: "en_US" } },
    {
      tag: "meta",
      attributes: { name: "twitter:card", content: document.meta.image ? "summary_large_image" : "summary" },
    },
    { tag: "meta", attributes: { name: "twitter:title", content: document.meta.title } },
    { tag: "meta", attributes: { name: "twitter:description", content: document.meta.description } },
  ];
  if (document.meta.image) {
    const image = `${site.url}${document.meta.image}`;
    tags.push({ tag: "meta", attributes: { property: "og:image", content: image } });
    tags.push({ tag: "meta", attributes: { name: "twitter:image", content: image } });
  }
  if (document.meta.robots) tags.push({ tag: "meta", attributes: { name: "robots", content: document.meta.robots } });
  return { title: document.meta.title, tags, jsonLd: structuredData(document, site) };
}

export function canonicalUrl(path: string, site: SiteSettings): string {
  return `${site.url}${path === "/" ? "/" : path}`;
}

/** The head of the page shown for an address no document claims. */
export function notFoundHead(site: SiteSettings): PageHead {
  return {
    title: `Page not found | ${site.brand.shortName}`,
    tags: [{ tag: "meta", attributes: { name: "robots", content: "noindex, follow" } }],
    jsonLd: [],
  };
}
