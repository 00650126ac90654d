import type { PageDocument } from "../generated/page";
import type { PageSiteSettings } from "./site";
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, type SocialCard } from "./social-card";
import { languageNamed, languageOfPath, type PageLanguage, type PageVersion } from "./translation/languages";

export interface HeadTag {
  tag: "meta" | "link";
  attributes: Record<string, string>;
}

export interface PageHead {
  title: string;
  /** The page's language, for <html lang>. */
  lang: PageLanguage;
  tags: HeadTag[];
  /**
   * schema.org objects, each written as a <script type="application/ld+json">; only the pre-render
   * has them (see pageHead).
   */
  jsonLd?: object[];
  /** The picture a shared link shows, which the pre-render draws. */
  card?: SocialCard;
}

/** What only the pre-render adds to a page's head (src/app/entry-server.tsx). */
export interface PrerenderedHead {
  /** The picture a shared link shows, drawn there. */
  card: SocialCard;
  /** The page's structured data (structuredData). */
  jsonLd: object[];
}

/**
 * Everything a page puts in <head>: built here for the pre-renderer and the browser alike. Only the
 * pre-render passes the share card and the structured data: the networks and search engines read
 * the served HTML, and leaving that code out of a page's first scripts keeps course pages in their
 * JavaScript budget. After a client-side navigation the picture tags stay those of the first page,
 * and the structured data is loaded then (src/app/use-document-head.ts).
 */
export function pageHead(
  document: PageDocument,
  site: PageSiteSettings,
  prerendered?: PrerenderedHead,
  versions: PageVersion[] = [],
): PageHead {
  const canonical = canonicalUrl(document.path, site);
  const language = languageOfPath(document.path);
  const tags = [
    { tag: "meta", attributes: { name: "description", content: document.meta.description } },
    { tag: "link", attributes: { rel: "canonical", href: canonical } },
    ...shareTags(document.meta.title, document.meta.description, canonical, prerendered?.card, site, language),
    // The page in each of its languages, both ways, and English for a reader of any other (x-default).
    ...versions.map(({ language: other, path }) => alternate(other, canonicalUrl(path, site))),
    ...(versions.length > 0 ? [alternate("x-default", canonicalUrl(versions[0]!.path, site))] : []),
  ] satisfies HeadTag[];
  if (document.meta.robots) tags.push({ tag: "meta", attributes: { name: "robots", content: document.meta.robots } });
  return { title: document.meta.title, lang: language, tags, ...prerendered };
}

/** Open Graph and Twitter tags: what Facebook, WhatsApp, Viber and X show for a shared link. */
function shareTags(
  title: string,
  description: string,
  url: string | undefined,
  card: SocialCard | undefined,
  site: PageSiteSettings,
  language: PageLanguage = "en",
): HeadTag[] {
  const locale = languageNamed(language).locale;
  const og = { title, description, ...(url && { url }), type: "website", site_name: site.brand.name, locale };
  const tags = [
    ...Object.entries(og).map(([name, content]) => meta("property", `og:${name}`, content)),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
  ];
  if (!card) return tags;
  const image = `${site.url}${card.src}`;
  return [
    ...tags,
    meta("property", "og:image", image),
    meta("property", "og:image:width", String(SOCIAL_CARD_WIDTH)),
    meta("property", "og:image:height", String(SOCIAL_CARD_HEIGHT)),
    meta("property", "og:image:alt", card.alt),
    meta("name", "twitter:image", image),
    meta("name", "twitter:image:alt", card.alt),
  ];
}

/** A link to the page in another language: hreflang first, as the head is kept in step by its first attribute. */
function alternate(hreflang: string, href: string): HeadTag {
  return { tag: "link", attributes: { hreflang, rel: "alternate", href } };
}

function meta(key: "name" | "property", name: string, content: string): HeadTag {
  return { tag: "meta", attributes: { [key]: name, content } };
}

export function canonicalUrl(path: string, site: PageSiteSettings): string {
  return `${site.url}${path === "/" ? "/" : path}`;
}

/** The head of the page shown for an address no document claims. */
export function notFoundHead(site: PageSiteSettings, card?: SocialCard): PageHead {
  const title = `Page not found | ${site.brand.shortName}`;
  const description = `This address is not on ${site.brand.name}'s site. Search the courses or start from the home page.`;
  return {
    title,
    lang: "en",
    tags: [
      { tag: "meta", attributes: { name: "description", content: description } },
      // No og:url: the page has no address of its own to share.
      ...shareTags(title, description, undefined, card, site),
      { tag: "meta", attributes: { name: "robots", content: "noindex, follow" } },
    ],
    jsonLd: [],
    card,
  };
}
