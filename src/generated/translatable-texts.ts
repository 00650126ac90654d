/* eslint-disable */
/**
 * DO NOT EDIT. Generated from the "x-name", "x-page-heading", "x-label", "x-entries", "x-picture-role" and "x-translate"
 * annotations of schema/ by scripts/commands/gen-types.ts. Change the JSON Schema, then run:
 * npm run gen:types -- --write (docs/adding-a-block.md)
 */
import type { Block } from "./page";

/** Each block type's texts a translation may give ("heading", "items/answer"). */
export const BLOCK_TEXTS = {
  "banner": [
    "action/label",
    "heading",
    "text"
  ],
  "bullet-list": [
    "heading",
    "items"
  ],
  "chat-cta": [
    "heading",
    "label",
    "message",
    "text"
  ],
  "class-timings": [
    "heading"
  ],
  "contact-bar": [
    "message"
  ],
  "contact-details": [
    "heading",
    "intro"
  ],
  "course-grid": [
    "heading",
    "subtitle"
  ],
  "course-intro": [
    "facts/label",
    "facts/value",
    "heading",
    "paragraphs"
  ],
  "course-nav": [
    "heading"
  ],
  "course-search": [
    "placeholder"
  ],
  "faq": [
    "heading",
    "items/answer",
    "items/question"
  ],
  "feature-grid": [
    "heading",
    "intro",
    "items/action/label",
    "items/text",
    "items/title"
  ],
  "form": [
    "heading",
    "intro"
  ],
  "gallery": [
    "heading",
    "photos/alt"
  ],
  "hero-slider": [
    "action/label",
    "eyebrow",
    "heading",
    "slides/alt",
    "text"
  ],
  "hero": [
    "action/label",
    "eyebrow",
    "heading",
    "image/alt",
    "text"
  ],
  "logo-carousel": [
    "heading",
    "logos/alt"
  ],
  "process-steps": [
    "heading",
    "steps/text",
    "steps/title"
  ],
  "service-grid": [
    "heading",
    "intro"
  ],
  "stats": [
    "heading",
    "items/title",
    "note"
  ],
  "testimonial-carousel": [
    "heading",
    "items/course",
    "items/fullText",
    "items/image/alt",
    "items/name",
    "items/shortText"
  ],
  "testimonial-list": [
    "heading",
    "intro",
    "items/course",
    "items/image/alt",
    "items/name",
    "items/text",
    "searchPlaceholder"
  ],
  "top-courses": [
    "action/label",
    "heading"
  ]
} as const satisfies {
  readonly [K in Block["type"]]: readonly string[];
};

/** A page's own texts a translation may give, outside its blocks ("title", "meta/description"). */
export const PAGE_TEXTS = [
  "card/description",
  "card/image/alt",
  "card/points",
  "meta/description",
  "meta/title",
  "title"
] as const;

/** The site settings' texts a translation may give (pages/ne/_site.json: "navigation/label", "words/frame/skipToContent"). */
export const SITE_TEXTS = [
  "address",
  "brand/logo/alt",
  "brand/name",
  "brand/shortName",
  "brand/tagline",
  "contactWidget/chatMessage",
  "contactWidget/mailBody",
  "contactWidget/mailSubject",
  "courseFees/answer",
  "courseFees/note",
  "courseFees/question",
  "footer/about",
  "footer/appointment/label",
  "footer/appointment/message",
  "footer/contacts/label",
  "footer/contacts/value",
  "footer/links/label",
  "mobileNavigation/bar/label",
  "mobileNavigation/drawer/label",
  "navigation/items/label",
  "navigation/label",
  "openingHours",
  "social/label"
] as const;

/** A form's texts a translation may give (pages/ne/_forms/: "title", "fields/label"). */
export const FORM_TEXTS = [
  "fields/label",
  "fields/options/extra",
  "fields/placeholder",
  "fields/tooLargeMessage",
  "messages/failure",
  "messages/kept",
  "messages/offline",
  "messages/success",
  "ownMail/lines/label",
  "ownMail/subject",
  "submit/label",
  "submit/sendingLabel"
] as const;
