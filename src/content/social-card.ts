import { holdsMainHeading } from "./main-heading.ts";
import type { PageDocument } from "../generated/page";
import type { PageSiteSettings } from "./site";
import { stableHash } from "../lib/stable-hash";

export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;
/**
 * Part of every card's name: raise it when the drawing (scripts/commands/prerender/social-cards/) changes, so the
 * networks, which keep a picture by its address, fetch the new one.
 */
const DESIGN = 1;

/** What a page's share picture shows; drawn at build by scripts/commands/prerender/social-cards/. */
export interface SocialCardPicture {
  kind: "course" | "service" | "page";
  /** The course or service title, or the page's main heading. */
  heading: string;
  /** A course's technology marks or a service's icon ("logos:react", "lucide:cloud"). */
  marks: string[];
  brand: string;
  /** The site's address without its scheme, shown at the foot. */
  domain: string;
}

export interface SocialCard {
  /** Where the picture is served: its name carries a hash of what it shows. */
  src: string;
  alt: string;
  picture: SocialCardPicture;
}

/** The 1200×630 picture a shared link of this page shows. */
export function socialCardOf(document: PageDocument, site: PageSiteSettings): SocialCard {
  // One folder for every card: /courses/web-development's is courses-web-development-<hash>.png.
  const name = document.path === "/" ? "home" : document.path.slice(1).replaceAll("/", "-");
  if (document.kind === "course" || document.kind === "service") {
    const marks = document.kind === "course" ? document.card.logos : [document.card.icon];
    return card(name, { kind: document.kind, heading: document.title, marks, ...brandOf(site) }, document.meta.image);
  }
  const main = document.blocks.find(holdsMainHeading);
  const heading = main && "heading" in main && typeof main.heading === "string" ? main.heading : document.title;
  return card(name, { kind: "page", heading, marks: [], ...brandOf(site) }, document.meta.image);
}

/** The picture of the page shown for an unknown address. */
export function notFoundSocialCard(site: PageSiteSettings): SocialCard {
  return card("404", { kind: "page", heading: "Page not found", marks: [], ...brandOf(site) });
}

function brandOf(site: PageSiteSettings): Pick<SocialCardPicture, "brand" | "domain"> {
  return { brand: site.brand.name, domain: site.url.replace(/^https?:\/\//, "") };
}

/** `image`: a designer's picture under public/images/ that the document names in place of the drawn one. */
function card(name: string, picture: SocialCardPicture, image?: string): SocialCard {
  const hash = stableHash(JSON.stringify([DESIGN, picture])).slice(0, 10);
  const what = { course: "a course at ", service: "a service of ", page: "" }[picture.kind];
  return {
    src: image ?? `/images/social/${name}-${hash}.png`,
    alt: `${picture.heading}: ${what}${picture.brand}`,
    picture,
  };
}
